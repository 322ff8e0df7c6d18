import type { SeedDutchTexts } from './types';

/**
 * The Dutch texts of the demo pages (see `SeedDutchTexts`), written in Dutch rather than
 * translated word for word. Each section follows the order of `organisations.ts`.
 */
export const dutch: SeedDutchTexts = {
  nonprofits: {
    'open-tafel': {
      title: 'Voedselpakketten en buurtmaaltijden in Rotterdam',
      label: 'Voedselbank',
      description:
        "Open Tafel is een voedselbank die helemaal draait op vrijwilligers, met zes uitgiftepunten verspreid over Rotterdam. Elke week delen we zo'n 900 voedselpakketten uit aan gezinnen die onder de armoedegrens leven. Die pakketten vullen we met overschotten van supermarkten, marktkooplui en boeren uit de buurt. Op woensdagavond kookt onze buurtkeuken in Delfshaven een gratis driegangendiner, want een warme maaltijd smaakt beter in goed gezelschap.",
      packages: [
        'Een week maaltijden',
        'Een voedselpakket voor een gezin',
        'Een maand verse groente en fruit',
        'Een buurtdiner voor 20 gasten',
      ],
      contentBlocks: [
        {
          title: 'Zo ontstaat een voedselpakket',
          text: 'Elke dinsdag halen onze chauffeurs overgebleven eten op bij meer dan 40 winkels en boerderijen. Op woensdagochtend controleren vrijwilligers elk product, sorteren ze alles en stellen ze de pakketten samen, afgestemd op de grootte van elk gezin en op eventuele dieetwensen. Donderdagmiddag gaan de pakketten de deur uit bij onze zes uitgiftepunten, met een kop koffie en tijd voor een praatje.',
        },
        {
          title: 'Kom een ochtend helpen',
          text: 'Je hebt geen ervaring nodig om bij ons vrijwilliger te worden. De meeste vrijwilligers helpen één ochtend per week: ze sorteren eten, rijden het busje of ontvangen gasten bij een uitgiftepunt. Stuur ons een mail, dan nodigen we je uit om een keer mee te draaien.',
        },
        { title: 'https://www.youtube.com/watch?v=R4vT9kLm2Qs' },
        { title: 'Vrijwilligers vullen voedselpakketten in Delfshaven' },
      ],
    },
    'groene-straten': {
      title: 'Bomen planten waar de stad schaduw nodig heeft',
      label: 'Stadsgroen',
      description:
        'Groene Straten is een buurtvereniging die bomen en geveltuinen plant in de meest versteende straten van Amsterdam. Samen met bewoners kiezen we de plekken, graven we de plantgaten en geven we de jonge bomen water in hun eerste drie zomers. Sinds 2019 hebben onze vrijwilligers meer dan 1.400 bomen geplant, van linden in Bos en Lommer tot fruitbomen op schoolpleinen in Nieuw-West.',
      packages: [
        'Compost en mulch voor één boom',
        'Een hele zomer water voor een jonge boom',
        'Een geveltuin voor jouw straat',
        'Plant een straatboom',
      ],
      contentBlocks: [
        {
          title: 'Waarom bomen?',
          text: 'Op een hete zomerdag kan een straat zonder bomen tot acht graden warmer zijn dan een straat met schaduw. Bomen koelen de lucht, vangen fijnstof op, nemen regenwater op en zorgen dat mensen even blijven staan voor een praatje. Elke boom die we planten, wordt geadopteerd door een bewoner die hem water geeft als het lang droog is.',
        },
        { title: 'Linden planten aan de Bos en Lommerweg' },
        {
          title: 'Adopteer een boom',
          text: 'Wil je een boom voor je deur? Zoek drie buren die helpen hem te verzorgen en vul het formulier op onze website in. Wij checken bij de gemeente of er kabels of leidingen in de weg liggen en planten in het volgende plantseizoen.',
        },
      ],
    },
    'clear-springs': {
      title: 'Veilig drinkwater op loopafstand',
      label: 'Schoon water',
      description:
        "Clear Springs Uganda werkt samen met de watercomités van dorpen in de districten Lira en Apac, in Noord-Oeganda. We slaan boorputten, plaatsen regenwatertanks bij scholen en leiden pompmonteurs uit de regio op. We bouwen nooit een waterpunt zonder een lokaal team dat het kan onderhouden. Daarom werken bijna al onze pompen jaren na de aanleg nog steeds. Ons kleine kantoor in Utrecht haalt het geld op; het werk ter plekke doen onze Oegandese collega's.",
      packages: [
        'Een jaar veilig water voor één leerling',
        'Een hygiënepakket voor een klas',
        'Onderdelen om een handpomp te repareren',
        'De opleiding van een lokale pompmonteur',
      ],
      contentBlocks: [
        {
          title: 'Van boorput tot kraan',
          text: 'Voordat we gaan boren, kiest het dorp een watercomité dat voor minstens de helft uit vrouwen bestaat. Het comité kiest de plek, haalt elke maand een kleine bijdrage op voor het onderhoud en belt onze monteur als er iets kapotgaat. Omdat het dorp zo zelf eigenaar is, blijft het water stromen, lang nadat de boorinstallatie is vertrokken.',
        },
        { title: 'https://www.youtube.com/watch?v=Kp7xW2nQe5M' },
        { title: 'Het eerste water uit de nieuwe boorput in Aduku' },
      ],
    },
    'taalhuis-welkom': {
      title: 'Nederlandse les en een warm welkom voor nieuwkomers',
      label: 'Taalschool',
      description:
        "Taalhuis Welkom is een taalschool van vrijwilligers in Amsterdam-Oost, voor vluchtelingen en andere nieuwkomers. Zo'n 60 vrijwillige docenten geven Nederlandse les in kleine groepen, op elk niveau: van het alfabet tot het inburgeringsexamen. Na de les is er koffie en hulp bij het huiswerk. Via ons maatjesproject krijgt elke cursist een maatje uit de buurt, dat helpt met brieven, afspraken en de weg vinden in de stad.",
      packages: [
        'Een lesboek voor één cursist',
        'Een maand les voor één cursist',
        'Examengeld voor het inburgeringsexamen',
        'Een opgeknapte laptop voor het huiswerk',
      ],
      contentBlocks: [
        {
          title: 'Onze cursisten',
          text: 'Onze cursisten komen uit meer dan 30 landen, zoals Syrië, Eritrea, Oekraïne, Afghanistan en Colombia. Sommigen zijn arts of ingenieur en willen zo snel mogelijk weer aan het werk; anderen hebben nooit naar school gekund. Wat ze delen, is de wens om zich thuis te voelen in hun nieuwe stad.',
        },
        {
          title: 'Word vrijwillige docent',
          text: 'Je hoeft geen opgeleide leraar te zijn. Spreek je goed Nederlands, heb je twee uur per week over en heb je veel geduld? Dan krijg je van ons een korte training, lesmateriaal en een ervaren collega om mee samen te werken.',
        },
        { title: 'https://www.youtube.com/watch?v=bT3qZ8uVn1c' },
      ],
    },
    'msichana-fund': {
      title: 'Meisjes in Kenia helpen hun middelbare school af te maken',
      label: 'Meisjesonderwijs',
      description:
        'Msichana betekent ‘meisje’ in het Swahili. Ons fonds betaalt schoolgeld, uniformen, maandverband en de kosten van de kostschool voor meisjes uit gezinnen met een laag inkomen in Nairobi en Kisumu, zodat ze de middelbare school kunnen afmaken. Elke leerling krijgt een Keniaanse mentor: een vrouw die zelf hetzelfde pad heeft gelopen. We blijven naast haar staan tot ze haar eindexamens achter de rug heeft. Ons bestuur zit in Den Haag; ons team ter plaatse is volledig Keniaans.',
      packages: [
        'Maandverband voor een heel schooljaar',
        'Een schooluniform en schoenen',
        'Eén trimester schoolgeld',
        'Een heel jaar op kostschool',
      ],
      contentBlocks: [
        {
          title: 'Waarom de middelbare school zo belangrijk is',
          text: 'In Kenia is de basisschool gratis, maar voor de middelbare school betaal je schoolgeld, een uniform en de kostschool. Veel gezinnen kunnen dat niet opbrengen. Is het geld op, dan blijven meisjes vaak als eersten thuis. Een meisje dat de middelbare school afmaakt, trouwt later, verdient meer en stuurt haar eigen kinderen veel vaker naar school.',
        },
        { title: 'Leerlingen op onze mentordag in Kisumu' },
        { title: 'https://www.youtube.com/watch?v=Hn6cJ0rYw4g' },
      ],
    },
  },
  events: {
    // Stichting Open Tafel
    'open-tafel-winter-food-drive': {
      title: 'Winterinzameling op Rotterdam Centraal',
      label: 'Voedselinzameling',
      description:
        'Op een zaterdag in december nemen onze vrijwilligers een hoek van de stationshal over. We zamelen houdbaar eten, toiletartikelen en warme winterspullen in. Zet op weg naar de trein een tas boodschappen bij ons neer, of blijf een uurtje en help ons alles in pakketten te sorteren.',
    },
    'open-tafel-long-table': {
      title: 'Aan de lange tafel in Delfshaven',
      label: 'Buurtdiner',
      description:
        'Eén lange tafel, 200 stoelen en een menu dat onze vrijwillige koks bedenken met wat er op de markt over was. Buurtbewoners, gasten van de voedselbank en donateurs schuiven samen aan. Je betaalt wat je kunt: elke euro extra gaat naar de pakketten van volgende week.',
    },
    // Groene Straten Amsterdam
    'groene-straten-planting-day': {
      title: 'Boomplantdag in Bos en Lommer',
      label: 'Plantdag',
      description:
        'Er staan veertig jonge bomen klaar om de grond in te gaan. Neem je buren, je kinderen en je oude handschoenen mee. Wij zorgen voor schoppen, koffie en soep, en onze boomexperts laten zien hoe je een boom plant die er over vijftig jaar nog staat.',
    },
    'groene-straten-schoolyard-weekend': {
      title: 'Bouwweekend voor een groen schoolplein',
      label: 'Bouwweekend',
      description:
        'Samen met leerlingen, ouders en leerkrachten halen we 600 vierkante meter tegels weg en bouwen we een groen schoolplein met bomen, een wilgenhut en een waterspeelhoek. Geef je op voor een ochtend of een middag; de ouderraad zorgt voor de lunch.',
    },
    // Clear Springs Uganda
    'clear-springs-marathon': {
      title: 'Team Clear Springs bij de Marathon Rotterdam',
      label: 'Marathon',
      description:
        'Loop de hele marathon of de kortere afstand in een felblauw shirt van Clear Springs, en vraag vrienden om elke kilometer te sponsoren. Wij regelen je startnummer, een teamtraining in maart en een groep supporters bij kilometer 30, precies waar je ze het hardst nodig hebt.',
    },
    'clear-springs-benefit-concert': {
      title: 'Water voor Lira: benefietconcert',
      label: 'Benefietconcert',
      description:
        'Een avond vol koormuziek en Oegandese liederen bij kaarslicht, midden in Utrecht, met een korte update van ons team in Lira. De hele kaartverkoop en de collecte bij de deur gaan naar nieuwe regenwatertanks voor basisscholen.',
    },
    // Taalhuis Welkom
    'taalhuis-language-cafe': {
      title: 'Open taalcafé',
      label: 'Taalcafé',
      description:
        'Oefen je Nederlands bij een kop koffie en een stuk taart, of kom praten met nieuwkomers die de taal leren. Geen les, geen grammatica, gewoon kletsen, aan tafels voor elk niveau. Iedereen is welkom. En het is een mooie manier om te ontdekken of vrijwilligerswerk bij ons iets voor jou is.',
    },
    // Msichana Education Fund
    'msichana-dinner': {
      title: 'Msichana-diner met veiling',
      label: 'Benefietdiner',
      description:
        'Een avond met Keniaans eten, livemuziek en een veiling voor het goede doel. Oud-leerlingen doen via video mee vanuit Nairobi. Bied op een weekend in een strandhuis aan de Nederlandse kust, een kookworkshop of een handgeweven kikoi. Met de opbrengst betalen we een heel schooljaar voor zo veel mogelijk meisjes.',
    },
  },
  projects: {
    'open-tafel-cold-storage': {
      name: 'Koelcellen voor vers eten',
      description:
        'Supermarkten bieden ons genoeg verse zuivel, vlees en groente aan, maar zonder goede koeling moeten we het meeste daarvan weigeren. We zamelen geld in voor twee inloopkoelcellen bij onze grootste uitgiftepunten. Dan krijgen gezinnen vers en gezond eten, en niet alleen blikken en pasta.',
    },
    'groene-straten-schoolyards': {
      name: 'Tien groene schoolpleinen in Nieuw-West',
      description:
        'We maken van tien betegelde schoolpleinen in Amsterdam Nieuw-West groene speelplekken, met bomen, een moestuin en een plek om met water te spelen. Leerlingen ontwerpen hun eigen plein mee. Het nieuwe groen vangt bij zware buien het regenwater op en houdt het plein koel op hete dagen.',
    },
    'clear-springs-school-tanks': {
      name: 'Regenwatertanks voor 12 scholen in Lira',
      description:
        'Veel basisscholen in het district Lira hebben geen water op het terrein. Leerlingen lopen daarom onder schooltijd naar de dichtstbijzijnde boorput. Bij twaalf scholen plaatsen we regenwatertanks van 10.000 liter, met plekken om je handen te wassen. Op elke school richten we een waterclub van leerlingen op die de tanks verzorgt.',
    },
    'clear-springs-boreholes': {
      name: 'Vijf nieuwe boorputten in Apac',
      description:
        "In vijf dorpen in het district Apac drinken gezinnen nog water uit open poelen, die ze delen met het vee. Elke nieuwe boorput geeft zo'n 400 mensen water en komt met een opgeleid watercomité, een pompmonteur en een klein potje voor reparaties.",
    },
    'taalhuis-mothers-class': {
      name: 'Nederlandse les voor moeders, met kinderopvang',
      description:
        'Veel moeders kunnen niet naar les, omdat er niemand is die op hun jonge kinderen past. Met dit project betalen we drie ochtendlessen per week, met gratis kinderopvang in het lokaal ernaast. Zo leren vrouwen Nederlands terwijl hun peuters spelen.',
    },
    'msichana-mentor-network': {
      name: 'Mentornetwerk in Kisumu',
      description:
        'We leiden 40 vrouwen uit Kisumu op, van wie velen zelf oud-leerling zijn, om als mentor meisjes door de middelbare school te helpen. Mentoren zien hun meisjes elke maand, helpen met huiswerk en moeilijke keuzes, en zijn het eerste aanspreekpunt als een leerling dreigt af te haken.',
    },
  },
  fundraisers: {},
  companies: {},
  companyEvents: {},
};
