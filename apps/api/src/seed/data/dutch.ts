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
        'Maaltijden voor een week',
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
      title: 'Zo maken meisjes in Kenia hun middelbare school af',
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
    'schone-kust': {
      title: 'Geen plastic op onze stranden en in de Noordzee',
      label: 'Schone zee',
      description:
        'Schone Kust Collectief organiseert elke maand strandopruimacties tussen Hoek van Holland en Katwijk en plaatst drijvende afvalvangers in de Haagse grachten. Vrijwilligers sorteren en tellen alles wat ze vinden. Die gegevens delen we met onderzoekers die uitzoeken waar het plastic vandaan komt. Vorig jaar verzamelden meer dan 2.300 vrijwilligers 11.800 kilo afval, van doppen tot visnetten.',
      packages: [
        'Handschoenen en een afvalgrijper voor één vrijwilliger',
        'Een opruimochtend voor 50 vrijwilligers',
        'Een drijvende afvalvanger voor een gracht',
      ],
      contentBlocks: [
        {
          title: 'Wat we op het strand vinden',
          text: 'De top drie van vorig jaar: sigarettenpeuken, kleine stukjes hard plastic en doppen. Bij de havens vinden we ook veel visnet en touw. Door alles te tellen en te fotograferen helpen we onderzoekers en beleidsmakers om plastic bij de bron aan te pakken.',
        },
        { title: 'https://www.youtube.com/watch?v=Wq2eLs9TfXo' },
      ],
    },
    'veilige-haven': {
      title: 'Een tweede kans voor in de steek gelaten dieren',
      label: 'Dierenopvang',
      description:
        "De Veilige Haven is een kleine dierenopvang aan de rand van Eindhoven. Elk jaar vangen we zo'n 350 honden, katten en konijnen op. Elk dier krijgt een gezondheidscheck, vaccinaties en alle tijd die het nodig heeft om op te knappen. Pas daarna zoeken we het juiste nieuwe thuis. Onze 120 vrijwilligers laten de honden uit, helpen schuwe katten aan mensen te wennen en houden de opvang zeven dagen per week draaiende.",
      packages: [
        'Een week voer voor een asielhond',
        'Vaccinaties voor een kitten',
        'Een zwerfkat laten castreren',
        'Een bijdrage aan het operatiefonds',
      ],
      contentBlocks: [
        {
          title: 'Maak kennis met onze bewoners',
          text: 'Op dit moment zorgen we voor 28 honden, 41 katten en een nogal brutaal groepje konijnen. Sommige dieren komen van baasjes die niet meer voor ze konden zorgen, andere zijn langs de weg gevonden. Onze lievelingen zijn altijd de oudere dieren, want die wachten vaak het langst op een nieuw thuis.',
        },
        { title: 'Bo, acht jaar en nog altijd op zoek naar een eigen plekje op de bank' },
      ],
    },
    'samen-spelen': {
      title: 'Voetbal en basketbal voor elk kind in Antwerpen',
      label: 'Jeugdsport',
      description:
        'Samen Spelen is een jeugdsportclub in Antwerpen-Noord waar kinderen van 6 tot 16 jaar voetballen en basketballen, wat hun achtergrond, budget of niveau ook is. Gezinnen betalen wat ze kunnen en niemand wordt weggestuurd. We lenen voetbalschoenen en sportkleren uit en hebben een inclusieve ploeg, waarin kinderen met en zonder beperking samen spelen. Onze trainers zijn ook mentor: ze houden in het oog hoe het op school en thuis gaat.',
      packages: [
        'Voetbalschoenen voor één kind',
        'Een seizoen lidgeld voor één kind',
        'Een set shirts voor een hele ploeg',
      ],
      contentBlocks: [
        {
          title: 'Niemand zit op de bank',
          text: 'Bij Samen Spelen speelt elk kind elke wedstrijd. Winnen is fijn, maar komen opdagen, je best doen en op je ploegmaats letten vinden we belangrijker. Onze trainers kennen elk kind bij naam en merken het meteen als iemand plots wegblijft.',
        },
        {
          title: 'Zo werkt ons lidgeld',
          text: 'Een seizoen bij onze club kost normaal € 180, maar gezinnen bepalen zelf wat ze kunnen betalen, ook als dat helemaal niets is. Donaties vullen het verschil aan. Zo is geld nooit de reden dat een kind niet kan spelen.',
        },
        { title: 'Training op zaterdagochtend op de velden aan de Schijnpoort' },
      ],
    },
    nachtlicht: {
      title: 'Elke nacht iemand om mee te praten',
      label: 'Mentale gezondheid',
      description:
        'Nachtlicht is een anonieme hulplijn voor iedereen in Vlaanderen die het moeilijk heeft en nood heeft aan een gesprek. We zijn elke nacht van 20.00 tot 4.00 uur bereikbaar, via telefoon en chat. Onze 140 opgeleide vrijwilligers luisteren naar mensen die worstelen met eenzaamheid, stress, rouw of donkere gedachten, zonder oordeel en zonder wachtlijst. Elke vrijwilliger volgt een opleiding van 40 uur en krijgt regelmatig begeleiding van onze professionele medewerkers. Ben je in acuut gevaar? Bel dan altijd 112.',
      packages: [
        'Een uur aan de lijn',
        'Eén nacht de chat open houden',
        'De opleiding van een nieuwe vrijwilliger',
      ],
      contentBlocks: [
        {
          title: 'Wat er gebeurt als je belt',
          text: 'Je hoeft je naam niet te geven en je bepaalt zelf waarover je wilt praten. Een vrijwilliger luistert, stelt vragen en denkt met je mee, maar zegt nooit wat je moet doen. Veel bellers vertellen ons dat het al helpt om hun gedachten onder woorden te brengen. Zo komen ze de nacht door.',
        },
        {
          title: 'Word nachtvrijwilliger',
          text: 'We zoeken altijd rustige, warme mensen die goed kunnen luisteren. Na een kennismakingsgesprek volg je onze opleiding van 40 uur. Daarna doe je om de twee weken een nachtdienst, altijd met een ervaren collega binnen handbereik.',
        },
      ],
    },
    'tweede-steek': {
      title: 'Repaircafé en atelier voor circulaire mode in Groningen',
      label: 'Circulaire mode',
      description:
        'Tweede Steek is een repaircafé en naaiatelier in Groningen. Onze vrijwilligers helpen je om je kleren te repareren, te vermaken of er iets nieuws van te maken, in plaats van ze weg te gooien. Elke donderdagavond en zaterdagmiddag snorren de naaimachines: kom langs met een gescheurde spijkerbroek, een jas met een kapotte rits of een jurk die niet meer past. We geven ook naailes aan jongeren en houden elk seizoen een kledingruil.',
      packages: [
        'Een doos garen, knopen en ritsen',
        'Een naaiworkshop voor één tiener',
        'Een tweedehands naaimachine',
      ],
      contentBlocks: [
        {
          title: 'Waarom repareren?',
          text: 'Voor één spijkerbroek zijn duizenden liters water nodig. De meeste kleren belanden bij het afval lang voordat ze versleten zijn, vaak door een ontbrekende knoop of een losgeraakte naad. Repareren is goedkoper, beter voor de planeet en geeft verrassend veel voldoening.',
        },
        { title: 'Een drukke zaterdagmiddag in het atelier' },
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
    // Schone Kust Collectief
    'schone-kust-new-year-cleanup': {
      title: 'Nieuwjaarsopruiming op het strand van Scheveningen',
      label: 'Strandopruiming',
      description:
        'Vuurwerk laat een spoor van karton, plastic en stokken van vuurpijlen achter op het strand. Begin het nieuwe jaar met frisse zeelucht en help ons opruimen voordat het tij alles meeneemt naar zee. Warme chocolademelk voor iedereen die meedoet.',
    },
    'schone-kust-spring-cleanup': {
      title: 'De grote voorjaarsschoonmaak van het strand',
      label: 'Strandopruiming',
      description:
        'Onze grootste opruimactie van het jaar: tien kilometer kust, honderden vrijwilligers en een grote telling van alles wat we vinden. Sluit je aan bij een team op een van de vijf verzamelpunten. Wij zorgen voor zakken, handschoenen en afvalgrijpers.',
    },
    // Dierenopvang De Veilige Haven
    'veilige-haven-open-day': {
      title: 'Open dag bij De Veilige Haven',
      label: 'Open dag',
      description:
        'Kijk achter de schermen, maak kennis met onze honden en katten en praat met de vrijwilligers die voor ze zorgen. Er is een kinderhoek, een tweedehandsmarkt met spullen voor huisdieren en een korte uitleg van onze dierenarts over wat je kunt verwachten als je een dier adopteert.',
    },
    // Sportclub Samen Spelen
    'samen-spelen-easter-tournament': {
      title: 'Paastoernooi van Samen Spelen',
      label: 'Toernooi',
      description:
        "Zestien jeugdploegen uit heel Antwerpen, inclusieve wedstrijden, penalty's voor de ouders en een barbecue. Kom supporteren, schrijf een ploeg in of help mee als scheidsrechter of aan de eetstand.",
    },
    // Nachtlicht Hulplijn
    'nachtlicht-night-run': {
      title: 'Nachtloop Licht in de Nacht',
      label: 'Avondloop',
      description:
        'Een avondloop van 5 of 10 km door Gent, met hoofdlampjes en lichtstaafjes, om te laten zien dat niemand de nacht alleen hoeft door te komen. Wandelaars zijn ook welkom. Na afloop is er soep en livemuziek aan de finish.',
    },
    // Tweede Steek
    'tweede-steek-repair-friday': {
      title: 'Reparatievrijdag',
      label: 'Reparatiedag',
      description:
        'Terwijl de winkels schreeuwen over Black Friday-deals, laten wij de hele dag de naaimachines draaien. Neem je lievelingskleren mee die wat liefde kunnen gebruiken, dan helpen onze vrijwilligers je om ze gratis te repareren.',
    },
    'tweede-steek-spring-swap': {
      title: 'Kledingruil in het voorjaar',
      label: 'Kledingruil',
      description:
        'Neem tot tien schone kledingstukken mee die je niet meer draagt, en ga naar huis met iets wat nieuw is voor jou. Wat overblijft, gaat naar een opvang in de buurt. Onze naaivrijwilligers staan klaar voor snelle aanpassingen.',
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
        'Veel basisscholen in het district Lira hebben geen water op het terrein. Leerlingen lopen daarom onder schooltijd naar de dichtstbijzijnde boorput. Bij twaalf scholen plaatsen we regenwatertanks van 10.000 liter, met plekken om je handen te wassen. Op elke school richten we een waterclub van leerlingen op die voor de tanks zorgt.',
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
        'We leiden 40 vrouwen uit Kisumu op, van wie velen zelf oud-leerling zijn, om als mentor meisjes door de middelbare school te helpen. Mentoren spreken hun meisjes elke maand, helpen met huiswerk en moeilijke keuzes, en zijn het eerste aanspreekpunt als een leerling dreigt af te haken.',
    },
    'schone-kust-litter-traps': {
      name: 'Afvalvangers voor de Haagse grachten',
      description:
        'Het meeste plastic op onze stranden komt via rivieren en grachten in zee terecht. We plaatsen acht drijvende afvalvangers in de Haagse grachten. Die vangen flessen en verpakkingen op voordat ze de kust bereiken, terwijl vissen en eenden er gewoon langs kunnen. Scholen uit de buurt helpen de vangst te legen en te onderzoeken.',
    },
    'veilige-haven-cattery': {
      name: 'Een nieuw quarantaineverblijf voor katten',
      description:
        'Nieuwe katten wachten nu in een krappe ruimte waar ziektes zich makkelijk verspreiden. We bouwen een quarantaineverblijf met twaalf aparte, verwarmde hokken en een buitenren. Zo kan elke nieuwkomer rustig en veilig wennen, voordat hij naar de adoptieruimte verhuist.',
    },
    'samen-spelen-mixed-ability-team': {
      name: 'Een inclusieve voetbalploeg',
      description:
        'Kinderen met een fysieke of verstandelijke beperking vinden zelden een plek bij een gewone club. We starten een inclusieve ploeg met twee speciaal opgeleide trainers, aangepast materiaal en vervoer voor kinderen die niet op eigen houtje naar de training kunnen.',
    },
    'tweede-steek-sewing-school': {
      name: 'Naaischool voor tieners',
      description:
        'Een cursus van tien weken waarin jongeren uit Groningen leren werken met een naaimachine, hun eigen kleren leren repareren en zelf één kledingstuk ontwerpen van oude stof. De cursus sluit af met een kleine modeshow in het atelier.',
    },
  },
  fundraisers: {
    'sanne-birthday': {
      name: 'Sannes verjaardagsactie voor de voedselbank',
      label: 'Verjaardag',
      description:
        'Ik word 35 en eerlijk gezegd heb ik alles wat ik nodig heb. Geef me geen cadeau, maar help gezinnen in Rotterdam die het wél nodig hebben. Met elke € 25 krijgt een gezin een week lang een voedselpakket.',
    },
    'priya-marathon': {
      name: 'Ik loop de Marathon Rotterdam voor schoon water',
      label: 'Marathon',
      description:
        'Mijn eerste hele marathon: 42,195 kilometer door Rotterdam, in april. Ik train al sinds oktober, in de regen, in het donker en in mijn hoofd. Sponsor mijn kilometers en help Clear Springs om veilig drinkwater naar scholen in Noord-Oeganda te brengen.',
    },
    'demo-winter-food-drive': {
      name: 'Volle schappen voor de winterinzameling',
      label: 'Voedselinzameling',
      description:
        'Voor veel gezinnen is de winter de zwaarste tijd van het jaar: de energierekening is hoger en er blijft minder geld over voor boodschappen. Ik zamel geld in zodat Open Tafel vers eten kan kopen, bovenop alles wat tijdens de winterinzameling binnenkomt.',
    },
    'demo-schoolyards': {
      name: 'Nog één groen schoolplein voor Nieuw-West',
      label: 'Schoolplein',
      description:
        'Kinderen verdienen het om tussen bomen te spelen, niet op hete tegels. Help me genoeg op te halen voor één compleet groen schoolplein, met twee bomen, een wilgenhut en een regentuin die voorkomt dat het plein onderloopt.',
    },
    'tom-trees': {
      name: 'Toms 40 bomen voor Bos en Lommer',
      label: 'Bomen planten',
      description:
        'Ik woon in een van de grijste straten van Amsterdam, en op hete dagen voel je dat. Op de plantdag in december zetten we veertig jonge bomen in de grond. Help me om hun plantgaten, de aarde en drie zomers water te betalen.',
    },
    'eva-laptops': {
      name: 'Laptops voor wie Nederlands leert',
      label: 'Laptopactie',
      description:
        'Elke dinsdag zie ik cursisten hun huiswerk voor Nederlands maken op een telefoon met een gebarsten scherm. Een opgeknapte laptop kost € 120 en maakt leren zoveel makkelijker. Laten we vijfentwintig cursisten echt goed online krijgen.',
    },
    'fatima-mothers-class': {
      name: 'Een jaar Nederlandse les voor moeders',
      label: 'Taal',
      description:
        'Toen ik met twee peuters in Amsterdam aankwam, kon ik niet naar les: er was niemand die op ze kon passen. Nu geef ik zelf les, en ik wil dat andere moeders de kans krijgen die ik bijna had gemist. Jouw donatie betaalt een jaar lang een pedagogisch medewerker voor de kinderopvang en het lesmateriaal.',
    },
    'grace-ten-scholars': {
      name: 'Tien meisjes, één heel schooljaar',
      label: 'Studiebeurzen',
      description:
        'Een heel jaar op een middelbare kostschool in Kenia kost ongeveer € 480, met schoolgeld, uniform en boeken. Dit jaar wil ik nog tien meisjes terug naar school sturen. Elke donatie, groot of klein, brengt een van hen dichter bij haar eindexamen.',
    },
    'daan-canal-swim': {
      name: '10 km zwemmen voor grachten zonder afval',
      label: 'Zwemtocht',
      description:
        'In juni zwem ik 10 kilometer in open water om geld op te halen voor afvalvangers in de Haagse grachten. Elke vanger vist duizenden flesjes en verpakkingen uit het water voordat ze de zee bereiken. Sponsor een kilometer en houd me gemotiveerd.',
    },
    'amara-school-tanks': {
      name: 'Een watertank voor elke school in Lira',
      label: 'Watertanks',
      description:
        "Als kind liep ik elke ochtend voor school naar een boorput. Twaalf scholen in het district Lira hebben nog altijd geen water op het terrein. Samen geven we zo'n 5.000 leerlingen schoon water, een plek om hun handen te wassen en meer tijd om te leren.",
    },
    'emma-cattery': {
      name: 'Een veilig eerste thuis voor asielkatten',
      label: 'Kattenverblijf',
      description:
        'Elk voorjaar stromen de kittens en zwerfkatten binnen, en onze quarantaineruimte is gewoon te klein. Help ons een echt quarantaineverblijf voor katten te bouwen, zodat nieuwkomers in alle rust kunnen herstellen in plaats van elkaar ziek te maken.',
    },
    'lucas-boots': {
      name: 'Nieuwe voetbalschoenen voor het paastoernooi',
      label: 'Voetbalschoenen',
      description:
        'Sommige van onze spelers trainen op sportschoenen met gaten erin. Voor het paastoernooi wil ik dat elk kind een echt paar voetbalschoenen heeft. Met € 30 staat één speler er helemaal klaar voor.',
    },
    'lotte-night-run': {
      name: 'Lotte loopt door de nacht voor Nachtlicht',
      label: 'Nachtloop',
      description:
        'Elke nacht beantwoorden onze vrijwilligers tientallen telefoontjes van mensen die het gevoel hebben dat ze verder niemand hebben. In november liep ik 10 km door de donkere straten van Gent om die lijnen open te houden, en de donaties komen nog steeds binnen. Met elke € 40 blijft de chat een nacht langer open.',
    },
    'joris-clothing-swap': {
      name: 'Naaimachines voor de kledingruil in het voorjaar',
      label: 'Kledingruil',
      description:
        'Op onze kledingruil in het voorjaar willen we kleren ter plekke repareren, maar onze oude machines gaan steeds kapot. Met vier goede tweedehands naaimachines kunnen we twee keer zoveel repareren. Help ons ze vóór de ruil binnen te halen.',
    },
    'sanne-class-bake-sale': {
      name: 'De klas van Sanne bakt voor een boorput',
      label: 'Bakverkoop',
      description:
        'Mijn leerlingen hoorden in de klas dat sommige kinderen van hun leeftijd water uit een poel drinken. Ze besloten er iets aan te doen: een bakverkoop, een sponsorloop en een autowasdag. Help ze hun doel te halen voor een nieuwe boorput in Apac.',
    },
    'fatima-ramadan': {
      name: 'Ramadangift: vers eten voor Open Tafel',
      label: 'Ramadanactie',
      description:
        'Tijdens de ramadan denken we aan iedereen die het zonder moet doen. Dit jaar zamelen onze moskeegemeenschap en vrienden geld in voor de koelcellen van Open Tafel. Zo krijgen gezinnen in Rotterdam verse groente, zuivel en vlees, en niet alleen blikken.',
    },
    'wouter-tree-climb': {
      name: '30 bomen beklimmen in 30 dagen',
      label: 'Uitdaging',
      description:
        'Deze maand klim ik elke dag, samen met een klimgids en aan een touw, in een van de grote oude bomen van de stad. Elke klim levert een nieuwe straatboom op in een buurt zonder schaduw. Sponsor een klim en zie de lijst met nieuwe bomen groeien.',
    },
    'marieke-quiz-night': {
      name: 'Pubquiz voor de nachtelijke hulplijn',
      label: 'Quizavond',
      description:
        "Twaalf teams, zes rondes en één heel strenge quizmaster. Elk team betaalt inschrijfgeld en elk fout antwoord in de muziekronde kost een euro. Alles gaat naar de vrijwilligers die om drie uur 's nachts de telefoon opnemen.",
    },
    'ruben-coastal-walk': {
      name: 'Langs de hele Nederlandse kust, met een afvalzak in de hand',
      label: 'Kustwandeling',
      description:
        'In drie weken van Cadzand naar Schiermonnikoog, en onderweg raap ik afval op. Elke avond weeg ik wat ik heb verzameld en zet ik het hier online. Sponsor een kilometer en help Schone Kust om meer afvalvangers voor de havens te kopen.',
    },
    'tom-allotment': {
      name: 'Onze volkstuin kweekt gereedschap voor het repaircafé',
      label: 'Volkstuin',
      description:
        'Deze zomer verkocht onze volkstuinvereniging jam, courgettes en veel te veel komkommers. Van alles wat we ophalen kopen we naaimachines en reparatiegereedschap voor Tweede Steek. Zo kunnen meer mensen repareren wat ze hebben, in plaats van het weg te gooien.',
    },
    'eva-chess-marathon': {
      name: '24 uur schaken voor inclusieve sport',
      label: 'Schaakmarathon',
      description:
        'Ik schaak 24 uur aan één stuk tegen iedereen die zich meldt, in de bibliotheek of online. Voor elke partij die ik verlies, geven mijn sponsors net iets meer. Kom me dus verslaan, voor het goede doel.',
    },
    'joris-bike-repair': {
      name: 'Fietsen repareren voor nieuwkomers bij het taalcafé',
      label: 'Fietsreparatie',
      description:
        'Nieuwkomers in onze stad doen alles op de fiets, maar veel tweedehands fietsen rijden nauwelijks. Bij elk taalcafé repareer ik gratis fietsen. De donaties betalen onderdelen, lampjes en sloten, en een praatje in het Nederlands krijg je er gratis bij.',
    },
    'grace-book-drive': {
      name: 'Boeken en mentoren voor meisjes in Kisumu',
      label: 'Boekenactie',
      description:
        'Ik ben opgegroeid met één schoolboek voor vier meisjes. Nu ben ik mentor van leerlingen via het Msichana Fund, en ik zamel geld in voor een kleine bibliotheek en de reiskosten van mentoren. Zo heeft elk meisje in het programma haar eigen boeken.',
    },
    'lucas-dog-walks': {
      name: 'Honderd honden uitlaten voor het asiel',
      label: 'Honden uitlaten',
      description:
        'De komende maanden laat ik honderd asielhonden uit, elke hond minstens een uur, en van elke wandeling deel ik een foto. Sponsor een wandeling en help De Veilige Haven deze winter de dierenarts en warme hondenhokken te betalen.',
    },
    'emma-head-torch-run': {
      name: 'Hardlopen in het donker voor de hulplijn',
      label: 'Nachtloop',
      description:
        'Ik loop de nachtloop van Nachtlicht, met een hoofdlampje en flink wat zenuwen. De hulplijn is de hele nacht bereikbaar, dus het minste wat ik kan doen is één nacht voor hen lopen. Elke euro houdt een vrijwilliger aan de lijn.',
    },
    'daan-swap-shop': {
      name: 'Mijn kledingkast gaat leeg voor de kledingruil',
      label: 'Kledingruil',
      description:
        'Dertig shirts, twaalf truien en één pak dat ik één keer heb gedragen. Ik neem alles mee naar de kledingruil in het voorjaar en vraag vrienden om te geven wat ze aan nieuwe kleren zouden hebben uitgegeven. Zo kan Tweede Steek meer naailessen geven.',
    },
  },
  companies: {
    'bakkerij-de-korrel': {
      label: 'Bakkerij',
      description:
        'Familiebakkerij met acht winkels in Rotterdam en Schiedam. Sinds 1961 bakken we zuurdesem- en roggebrood van biologisch Nederlands graan. Brood dat we niet verkopen, gaat aan het eind van elke dag naar de voedselbank. Een van onze winkels is een leerbakkerij voor jongeren die hun eerste baan zoeken.',
    },
    'trapwerk-fietsen': {
      label: 'Fietsen',
      description:
        'Trapwerk ontwerpt en bouwt in Eindhoven stevige stadsfietsen en elektrische bakfietsen, met frames van gerecycled aluminium en standaardonderdelen die elke fietsenmaker kan vervangen. Een fiets moet twintig jaar meegaan, niet twee.',
    },
    pixelpolder: {
      label: 'Softwarebureau',
      description:
        'Pixelpolder is een softwarebureau in Amsterdam dat websites en mobiele apps bouwt voor goede doelen, scholen en sociale ondernemingen. Iedereen in ons team werkt één dag per maand pro bono aan een project voor het goede doel.',
    },
    'brandpunt-koffie': {
      label: 'Koffiebranderij',
      description:
        'Kleine koffiebranderij in Amsterdam-Oost die rechtstreeks inkoopt bij coöperaties van koffieboeren in Kenia, Oeganda en Colombia. We betalen onze boeren ruim boven de marktprijs, en van de vliesjes die bij het branden loskomen maken we compost voor buurtmoestuinen.',
    },
    zonnedelers: {
      label: 'Energiecoöperatie',
      description:
        'Zonnedelers is een energiecoöperatie van inwoners van de provincie Groningen. Onze leden zijn samen eigenaar van zonneparken en van zonnepanelen op dorpshuizen, boerderijen en scholen. De winst gaat terug naar energiebesparende projecten in de buurt.',
    },
    'van-houten-meijer': {
      label: 'Advocatenkantoor',
      description:
        'Van Houten & Meijer is een advocatenkantoor in Den Haag, gespecialiseerd in arbeidsrecht, huurrecht en bestuursrecht. Tien procent van onze uren houden we vrij voor pro-bonowerk voor huurders, asielzoekers en kleine goede doelen.',
    },
  },
  companyEvents: {
    // Bakkerij De Korrel
    'korrel-bread-week': {
      name: 'Broodweek voor Open Tafel',
      label: 'Broodweek',
      description:
        'Een week lang gaat van elk zuurdesembrood dat we verkopen 50 cent naar Open Tafel, en aan de kassa kun je er een brood voor een gezin bij kopen. Onze bakkers brengen die week ook vers brood naar elk uitgiftepunt.',
    },
    // Trapwerk Fietsen
    'trapwerk-ride-for-water': {
      name: 'Fietsen voor water: 100 km vanuit Eindhoven',
      label: 'Sponsortocht',
      description:
        'Ons hele team fietst samen met klanten en vrienden op één dag 100 kilometer door de Kempen. Elke fietser zoekt sponsors voor Clear Springs Uganda, en Trapwerk verdubbelt het totaal tot maximaal € 2.500.',
    },
    // Pixelpolder
    'pixelpolder-code-and-give': {
      name: 'Code & Give: een hackathon voor een taalapp',
      label: 'Hackathon',
      description:
        "Een weekend lang bouwen onze ontwikkelaars en ontwerpers samen met docenten van Taalhuis Welkom een eenvoudige oefenapp voor nieuwkomers die Nederlands leren. Collega's en klanten sponsoren elk uur dat we programmeren.",
    },
    'pixelpolder-lunch-walks': {
      name: 'Lunchwandelingen voor mentale gezondheid',
      label: 'Wandeluitdaging',
      description:
        'In maart ruilt het hele team schermtijd in voor een lunchwandeling van 30 minuten. We tellen samen onze kilometers, en voor elke kilometer geeft Pixelpolder een euro aan de hulplijn van Nachtlicht.',
    },
    // Brandpunt Koffiebranders
    'brandpunt-coffee-for-classrooms': {
      name: 'Koffie voor de klas',
      label: 'Koffieactie',
      description:
        'In februari gaat van elke zak van onze Keniaanse single origin één euro naar het Msichana Education Fund. Onze koffie komt uit dezelfde streek waar veel van de leerlingen vandaan komen.',
    },
    // Energiecoöperatie Zonnedelers
    'zonnedelers-repair-and-save-day': {
      name: 'Repareer- en bespaardag',
      label: 'Reparatiedag',
      description:
        'Onze leden zetten hun deuren open voor een dag vol tips om energie te besparen, terwijl de vrijwilligers van Tweede Steek ter plekke kleren repareren. De coöperatie schenkt de opbrengst van de dag aan hun naaischool voor tieners.',
    },
    // Van Houten & Meijer Advocaten
    'vhm-beach-cleanup': {
      name: 'Kantooruitje: het strand opruimen',
      label: 'Teamuitje',
      description:
        'In plaats van een boottocht ruimt ons hele kantoor dit jaar een ochtend het strand van Scheveningen op, samen met Schone Kust Collectief. Het kantoor geeft € 50 voor elke collega die meedoet.',
    },
    'vhm-charity-quiz': {
      name: 'Pubquiz voor het goede doel',
      label: 'Quizavond',
      description:
        'Teams van vier, van advocatenkantoren uit heel Den Haag, strijden met juridische weetjes en algemene kennis om de winst. Het inschrijfgeld en de opbrengst van de loterij gaan naar het Msichana Education Fund.',
    },
  },
};
