import { givingHelpSection } from './help-giving';
import type { SeedBlogPost, SeedHelpCategory, SeedPage } from './types';

/** Blog posts written by the demo users; paragraphs are separated by blank lines. */
export const blogPosts: SeedBlogPost[] = [
  {
    authorKey: 'eva',
    name: {
      en: 'The 17 goals, explained over a cup of coffee',
      nl: 'De 17 doelen, uitgelegd bij een kop koffie',
    },
    description: {
      en: 'When I first heard about the Sustainable Development Goals, I pictured thick UN reports full of jargon. Then a young volunteer at our language café sketched them for me on the back of a napkin, and suddenly it all made sense. In 2015, all 193 member states of the United Nations agreed on seventeen goals for a fairer, healthier and greener world by 2030. They range from ending poverty and hunger to clean water, decent work, climate action and strong institutions.\n\nWhat I like most is that the goals are connected. A girl who finishes school (goal 4) is more likely to earn a decent income later (goal 8) and to raise healthy children (goal 3). A tree planted in a stony street (goal 11) also cools the neighbourhood during a heatwave (goal 13). Nothing stands on its own.\n\nThat is why every non-profit, fundraiser and event on PifWorld is linked to one of the goals. Start with the goal that speaks to you most and discover who is working on it, close to home or on the other side of the world.\n\n2030 is getting close, and the world is not on track for most of the goals. But every lesson taught, every borehole drilled and every meal shared moves things forward a little. You do not need to know every target by heart to help. Pick one goal, and start.',
      nl: 'Toen ik voor het eerst over de duurzame ontwikkelingsdoelen hoorde, dacht ik aan dikke VN-rapporten vol vakjargon. Tot een jonge vrijwilliger in ons taalcafé ze voor me uittekende op een servetje. Opeens snapte ik het. In 2015 spraken alle 193 lidstaten van de Verenigde Naties zeventien doelen af voor een eerlijkere, gezondere en groenere wereld in 2030. Ze gaan over het beëindigen van armoede en honger, maar ook over schoon water, waardig werk, klimaatactie en sterke instellingen.\n\nWat ik zo mooi vind: de doelen hangen met elkaar samen. Een meisje dat haar school afmaakt (doel 4), verdient later vaker een fatsoenlijk inkomen (doel 8) en voedt gezondere kinderen op (doel 3). Een boom in een versteende straat (doel 11) zorgt tijdens een hittegolf ook nog eens voor verkoeling (doel 13). Niets staat op zichzelf.\n\nDaarom is elk goed doel, elke inzamelactie en elk evenement op PifWorld gekoppeld aan een van de doelen. Begin bij het doel dat jou het meest raakt en ontdek wie ermee aan de slag is, dicht bij huis of aan de andere kant van de wereld.\n\n2030 komt snel dichterbij, en voor de meeste doelen ligt de wereld niet op schema. Maar elke taalles, elke waterput en elke gedeelde maaltijd helpt een stukje verder. Je hoeft niet alle subdoelen uit je hoofd te kennen om te helpen. Kies er één, en begin.',
    },
    daysAgo: 120,
    color: '#19486A',
  },
  {
    authorKey: 'sanne',
    name: {
      en: 'My first fundraiser: how it works, step by step',
      nl: 'Mijn eerste inzamelactie: zo werkt het, stap voor stap',
    },
    description: {
      en: 'This year I decided I did not want any more presents. I have enough candles, books and bath salts to last a lifetime, and a few kilometres from my house there are families who struggle to fill their fridge. So I started a birthday fundraiser for Open Tafel, the food bank network in my city. It took me less than fifteen minutes, and I would like to show you how it works.\n\nFirst, you create a free account and choose Create New Page on your profile. Pick Fundraiser, give your page a name that says what you are doing and why, and choose the non-profit you want to support. A fundraiser is always linked to a real organisation, so your friends know exactly where their money goes.\n\nNext, you set a goal. I chose 500 euros: ambitious, but within reach for a group of friends and colleagues. Add a photo, write a few honest sentences about why this matters to you, and you are ready to share. Donations go through a secure checkout, and you can watch the total grow on your page.\n\nThe most important tip I can give you: share your page more than once. Most of my donations came after the second reminder, not the first. And do not forget to thank everyone who gives, even if it is five euros. They did not just give to the food bank; they gave to you.',
      nl: "Dit jaar besloot ik dat ik geen cadeaus meer wilde. Ik heb genoeg kaarsen, boeken en badzout voor de rest van mijn leven, en een paar kilometer verderop wonen gezinnen die hun koelkast niet vol krijgen. Daarom ben ik een verjaardagsactie gestart voor Open Tafel, het voedselbanknetwerk in mijn stad. Het kostte me nog geen kwartier, en ik laat je graag zien hoe het werkt.\n\nEerst maak je een gratis account aan en kies je op je profiel voor een nieuwe pagina. Kies voor een inzamelactie, geef je pagina een naam die laat zien wat je doet en waarom, en kies het goede doel dat je wilt steunen. Een inzamelactie is altijd gekoppeld aan een echte organisatie, dus je vrienden weten precies waar hun geld naartoe gaat.\n\nDaarna stel je een streefbedrag in. Ik koos voor 500 euro: ambitieus, maar haalbaar met een groep vrienden en collega's. Voeg een foto toe, schrijf een paar eerlijke zinnen over waarom dit voor jou belangrijk is, en je kunt gaan delen. Donaties lopen via een beveiligde betaalpagina, en op je pagina zie je het totaal groeien.\n\nMijn belangrijkste tip: deel je pagina vaker dan één keer. De meeste donaties kwamen pas na mijn tweede herinnering, niet na de eerste. En vergeet niet iedereen te bedanken die iets geeft, ook al is het vijf euro. Ze gaven niet alleen aan de voedselbank, ze gaven ook aan jou.",
    },
    daysAgo: 75,
    color: '#E07A1F',
  },
  {
    authorKey: 'amara',
    name: {
      en: 'Water that keeps flowing: back in Lira',
      nl: 'Water dat blijft stromen: terug in Lira',
    },
    description: {
      en: "Last month I travelled back to northern Uganda to visit the water points we have built over the past five years. I grew up not far from Lira, and I still remember the heavy jerrycans and the long walk before school. This time I went to ask one simple question in every village: is the water still running?\n\nIn Aduku, the answer came from a ten-year-old girl who proudly pumped a bucket full for me. The borehole there was drilled four years ago. When the handle broke last spring, the water committee used its savings to buy a new part, and the mechanic we trained fixed the pump within two days. That is what sustainability looks like in practice: not a plaque with a donor's name, but a spare part and someone who knows how to fit it.\n\nNot every story is that neat. In two villages the committees had stopped collecting their monthly contributions, and one pump had been out of order for weeks. We sat down with the elders and the women's group and agreed on a new plan, with a second trained mechanic. We learn as much from what goes wrong as from what goes right.\n\nBack in Utrecht, I keep thinking about that girl at the pump. She will never know the names of the people who made her borehole possible, but she now has an extra hour every day to learn, to play and simply to be a child. Thank you to everyone who made that happen.",
      nl: 'Vorige maand reisde ik terug naar het noorden van Oeganda om de waterpunten te bezoeken die we de afgelopen vijf jaar hebben aangelegd. Ik groeide op niet ver van Lira, en ik herinner me de zware jerrycans en de lange wandeling voor schooltijd nog goed. Deze keer stelde ik in elk dorp één simpele vraag: stroomt het water nog?\n\nIn Aduku kwam het antwoord van een meisje van tien, dat trots een emmer voor me vol pompte. De waterput daar is vier jaar geleden geboord. Toen vorig voorjaar de hendel brak, kocht het watercomité van zijn spaargeld een nieuw onderdeel, en de monteur die we hadden opgeleid, had de pomp binnen twee dagen weer aan de praat. Zo ziet duurzaamheid er in de praktijk uit: geen bordje met de naam van een donor, maar een reserveonderdeel en iemand die weet hoe je het monteert.\n\nNiet elk verhaal is zo mooi. In twee dorpen waren de comités gestopt met het innen van de maandelijkse bijdrage, en één pomp lag al weken stil. We gingen om tafel met de dorpsoudsten en de vrouwengroep en maakten samen een nieuw plan, met een tweede opgeleide monteur. Van wat misgaat leren we net zoveel als van wat goed gaat.\n\nTerug in Utrecht moet ik nog vaak aan dat meisje bij de pomp denken. Ze zal nooit weten wie haar waterput mogelijk heeft gemaakt, maar ze heeft nu elke dag een uur extra om te leren, te spelen en gewoon kind te zijn. Dank je wel aan iedereen die daaraan heeft bijgedragen.',
    },
    daysAgo: 40,
    color: '#1E88B6',
  },
  {
    authorKey: 'marieke',
    name: {
      en: 'Giving wisely: five questions to ask before you donate',
      nl: 'Slim geven: vijf vragen om jezelf te stellen voordat je doneert',
    },
    description: {
      en: 'Around the holidays my inbox fills up with appeals, and I know I am not the only one. Everyone wants to help, but with so many good causes it can be hard to choose. Over the years I have learned to ask myself a few simple questions before I give, and I would like to share them with you.\n\nOne: what exactly will my money do? A good organisation can tell you in plain language what a donation pays for, whether that is a week of meals, a term of school fees or a spare part for a water pump. The donation packages on PifWorld are a good place to start. Two: who is doing the work? Look for organisations that work with local people rather than just for them, and that are open about who they are.\n\nThree: is the organisation verified and officially registered? In the Netherlands you can check whether a charity has ANBI status, which may also make your gift tax-deductible. In Belgium, gifts to recognised organisations can often earn you a tax reduction. Four: will I hear what happened? The best organisations report back, with numbers and with stories, including the things that did not work out.\n\nAnd finally: does this cause really matter to me? Giving works best when it comes from the heart. Choose one or two causes you truly care about and support them regularly. A small gift every month often helps an organisation more than one large donation, because it allows them to plan ahead.',
      nl: 'Rond de feestdagen stroomt mijn mailbox vol met oproepen, en ik weet dat ik niet de enige ben. Iedereen wil helpen, maar met zoveel goede doelen is kiezen soms lastig. In de loop der jaren heb ik geleerd mezelf een paar eenvoudige vragen te stellen voordat ik geef. Ik deel ze graag met je.\n\nEén: wat doet mijn geld precies? Een goede organisatie kan je in gewone taal vertellen waar een donatie voor betaalt, of dat nu een week maaltijden is, schoolgeld voor een trimester of een reserveonderdeel voor een waterpomp. De donatiepakketten op PifWorld zijn een mooi vertrekpunt. Twee: wie doet het werk? Kijk naar organisaties die samenwerken met mensen ter plaatse in plaats van alleen vóór hen te werken, en die open zijn over wie ze zijn.\n\nDrie: is de organisatie geverifieerd en officieel geregistreerd? In Nederland kun je nagaan of een goed doel de ANBI-status heeft; dan is je gift mogelijk ook aftrekbaar voor de belasting. In België geven giften aan erkende organisaties vaak recht op een belastingvermindering. Vier: hoor ik wat er met mijn geld is gebeurd? De beste organisaties laten van zich horen, met cijfers én met verhalen, ook over wat niet lukte.\n\nEn tot slot: raakt dit doel mij echt? Geven werkt het best als het uit je hart komt. Kies een of twee doelen die je echt belangrijk vindt en steun ze regelmatig. Een kleine maandelijkse gift helpt een organisatie vaak meer dan één grote donatie, omdat ze dan vooruit kan plannen.',
    },
    daysAgo: 22,
    color: '#243B55',
  },
  {
    authorKey: 'daan',
    name: {
      en: 'What the fireworks left behind',
      nl: 'Wat het vuurwerk achterliet',
    },
    description: {
      en: "On the first Sunday of the year, more than 180 people came to the beach at Scheveningen, some of them still a little tired from the celebrations. In three hours we filled 96 bags with litter. Most of it came straight from New Year's Eve: burnt-out rockets, cardboard tubes, plastic caps and the remains of countless party poppers.\n\nWhat stays with me every year is how quickly it all disappears. One high tide is enough to pull a beach full of fireworks waste into the North Sea, where it breaks down into smaller and smaller pieces. Seals, fish and seabirds mistake those fragments for food. Every piece we pick up before the water reaches it is a piece that never ends up in a stomach.\n\nAs always, we counted and photographed everything. Our data goes to researchers who map where beach litter comes from, and it helps us talk to the municipality about tackling the problem at the source. This year we are also placing litter traps in the canals of The Hague, to catch plastic long before it reaches the beach.\n\nA huge thank you to everyone who came, and to the beach club that kept the hot chocolate coming. Missed it? Our Great Spring Beach Cleanup is coming up in April. Bring your friends, and let's make it our biggest one yet.",
      nl: 'Op de eerste zondag van het jaar kwamen ruim 180 mensen naar het strand van Scheveningen, sommigen nog een beetje moe van de feestdagen. In drie uur vulden we 96 zakken met afval. Het meeste kwam rechtstreeks van oudejaarsavond: uitgebrande vuurpijlen, kartonnen kokers, plastic doppen en de resten van talloze confettikanonnen.\n\nWat me elk jaar weer bijblijft, is hoe snel het verdwijnt. Eén keer hoogwater is genoeg om een strand vol vuurwerkafval de Noordzee in te trekken, waar het uiteenvalt in steeds kleinere stukjes. Zeehonden, vissen en zeevogels zien die stukjes aan voor voedsel. Elk stuk dat we oprapen voordat het water er is, belandt nooit in een maag.\n\nZoals altijd hebben we alles geteld en gefotografeerd. Onze gegevens gaan naar onderzoekers die in kaart brengen waar strandafval vandaan komt, en ze helpen ons in gesprek te gaan met de gemeente over een aanpak bij de bron. Dit jaar plaatsen we bovendien afvalvangers in de Haagse grachten, om plastic op te vangen lang voordat het het strand bereikt.\n\nEnorm bedankt aan iedereen die meedeed, en aan de strandtent die de warme chocolademelk bleef aanvoeren. Was je er niet bij? In april staat onze grote voorjaarsopruimactie op het programma. Neem je vrienden mee, dan maken we er samen de grootste tot nu toe van.',
    },
    daysAgo: 9,
    color: '#0A97D9',
  },
  {
    authorKey: 'lotte',
    name: {
      en: 'The longest nights: January on the helpline',
      nl: 'De langste nachten: januari aan de hulplijn',
    },
    description: {
      en: "January is the busiest month of the year on our helpline. The holidays are over, the days are short and grey, and for many people the gap between how they are expected to feel and how they actually feel has never been wider. Between eight in the evening and four in the morning, our phones and chat window hardly ever go quiet.\n\nThe people who reach out are not always in crisis. A student who has not spoken to anyone in three days. A widower who dreads going to bed in a silent house. A young mother who just needs to say out loud that she is exhausted. Most of them are not looking for advice. They are looking for someone who listens without rushing them.\n\nOur volunteers are ordinary people: a nurse, a retired teacher, a student, a bus driver. What they share is patience and the courage to stay with someone else's pain. They complete 40 hours of training before their first shift, and they never work alone. Many of them tell me they get at least as much out of it as they give.\n\nIf you are struggling this winter, please reach out: to us, to your doctor or to someone you trust. And if you are doing well, maybe this is the moment to check in on a neighbour, a colleague or an old friend. A short message can mean more than you think. In an emergency, always call 112.",
      nl: "Januari is de drukste maand van het jaar aan onze hulplijn. De feestdagen zijn voorbij, de dagen zijn kort en grijs, en voor veel mensen is het verschil tussen hoe ze zich horen te voelen en hoe ze zich echt voelen nooit groter geweest. Tussen acht uur 's avonds en vier uur 's nachts staan onze telefoons en het chatvenster bijna nooit stil.\n\nWie contact opneemt, zit niet altijd in een crisis. Een student die al drie dagen met niemand heeft gepraat. Een weduwnaar die opziet tegen het slapengaan in een stil huis. Een jonge moeder die gewoon hardop wil zeggen dat ze uitgeput is. De meesten zoeken geen advies. Ze zoeken iemand die luistert zonder haast.\n\nOnze vrijwilligers zijn gewone mensen: een verpleegkundige, een gepensioneerde leerkracht, een student, een buschauffeur. Wat ze delen, is geduld en de moed om bij het verdriet van een ander te blijven. Ze volgen 40 uur opleiding voor hun eerste dienst en staan er nooit alleen voor. Velen vertellen me dat ze er minstens zoveel uit halen als ze geven.\n\nHeb je het deze winter moeilijk? Praat erover: met ons, met je huisarts of met iemand die je vertrouwt. En gaat het goed met je? Misschien is dit het moment om eens te informeren hoe het met een buur, een collega of een oude vriend gaat. Een kort berichtje kan meer betekenen dan je denkt. Bij nood bel je altijd 112.",
    },
    daysAgo: 5,
    color: '#4C5FA8',
  },
];

/** Help center: categories, sections and articles in English and Dutch. */
export const helpCenter: SeedHelpCategory[] = [
  {
    title: {
      en: 'Donating',
      nl: 'Doneren',
    },
    sections: [
      {
        title: {
          en: 'Making a donation',
          nl: 'Een donatie doen',
        },
        articles: [
          {
            slug: 'how-to-make-a-donation',
            title: {
              en: 'How do I make a donation?',
              nl: 'Hoe doe ik een donatie?',
            },
            content: {
              en: 'Find a non-profit, fundraiser or event you would like to support. You can browse on the Discover page, use the search box at the top of every page, or click Donate in the menu to pick a fundraiser, event or non-profit straight away. On the page of your choice, click Donate Now.\n\nOn the payment page, choose one of the donation packages the organisation has set up, such as "A week of meals", or enter any amount you like. Then click DONATE. You are taken to the secure checkout of our payment provider, Mollie, where you complete your payment.\n\nYou do not need an account to donate. If you do create one, you can follow the causes you support and keep track of them from your profile.',
              nl: "Zoek een goed doel, inzamelactie of evenement dat je wilt steunen. Dat kan via de pagina Ontdekken, met de zoekbalk bovenaan elke pagina, of via Doneren in het menu, waar je direct een inzamelactie, evenement of goed doel kiest. Klik op de pagina van je keuze op de knop om te doneren.\n\nOp de betaalpagina kies je een van de donatiepakketten die de organisatie heeft aangemaakt, zoals 'Een week maaltijden', of je vult zelf een bedrag in. Bevestig je donatie en je gaat naar de beveiligde betaalomgeving van onze betaalprovider Mollie, waar je de betaling afrondt.\n\nJe hebt geen account nodig om te doneren. Maak je er wel een aan, dan kun je de doelen die je steunt volgen en houd je ze vanuit je profiel makkelijk in de gaten.",
            },
          },
          {
            slug: 'payment-methods',
            title: {
              en: 'Which payment methods can I use?',
              nl: 'Met welke betaalmethoden kan ik betalen?',
            },
            content: {
              en: 'Payments are handled by Mollie, a licensed European payment provider. The checkout shows all methods available for your donation, such as iDEAL, Bancontact and credit cards.\n\nPifWorld never sees or stores your card or bank details. They go directly to the payment provider over a secure connection.\n\nAll amounts on PifWorld are in euros. If you pay with a card in another currency, your bank converts the amount at its own exchange rate.',
              nl: "Betalingen verlopen via Mollie, een erkende Europese betaalprovider. In de betaalomgeving zie je alle methoden die voor je donatie beschikbaar zijn, zoals iDEAL, Bancontact en creditcard.\n\nPifWorld ziet en bewaart je kaart- of bankgegevens nooit. Die gaan via een beveiligde verbinding rechtstreeks naar de betaalprovider.\n\nAlle bedragen op PifWorld zijn in euro's. Betaal je met een kaart in een andere valuta, dan rekent je bank het bedrag om tegen haar eigen wisselkoers.",
            },
          },
        ],
      },
      {
        title: {
          en: 'After your donation',
          nl: 'Na je donatie',
        },
        articles: [
          {
            slug: 'where-does-my-donation-go',
            title: {
              en: 'Where does my donation go?',
              nl: 'Waar gaat mijn donatie naartoe?',
            },
            content: {
              en: "Your donation goes to the organisation you choose. When you give to a fundraiser, your money supports the non-profit, event or project that the fundraiser is linked to. You can see which one on the fundraiser's page.\n\nPifWorld does not hold donations itself. Non-profits connect their own account with our payment provider, so payments are settled with them directly.\n\nWant to know exactly how your money is spent? Have a look at the organisation's page for their projects, events and updates, or contact them using the details on their page.",
              nl: 'Je donatie gaat naar de organisatie die jij kiest. Geef je aan een inzamelactie, dan steun je het goede doel, het evenement of het project waaraan die actie gekoppeld is. Welke dat is, zie je op de pagina van de inzamelactie.\n\nPifWorld beheert zelf geen donaties. Goede doelen koppelen hun eigen account aan onze betaalprovider, zodat betalingen rechtstreeks met hen worden verrekend.\n\nWil je precies weten wat er met je geld gebeurt? Kijk op de pagina van de organisatie naar haar projecten, evenementen en updates, of neem contact op via de gegevens op die pagina.',
            },
          },
          {
            slug: 'payment-failed-or-cancelled',
            title: {
              en: 'My payment failed or was cancelled',
              nl: 'Mijn betaling is mislukt of geannuleerd',
            },
            content: {
              en: 'If something goes wrong during checkout, you will see a page saying that your payment failed or was cancelled. In that case no money has been taken from your account, and you can simply try again from the payment page.\n\nCommon causes are a banking session that timed out, an insufficient balance or a card that has not been enabled for online payments. Choosing another payment method often solves the problem.\n\nHas money been debited even though you saw an error? Please wait one working day, because some banks need time to process a cancellation. If the payment is still there, contact us through the contact page with the date and the amount, and we will sort it out with you.',
              nl: 'Gaat er iets mis tijdens het betalen, dan zie je een pagina waarop staat dat je betaling is mislukt of geannuleerd. Er is dan geen geld van je rekening afgeschreven, en je kunt het gewoon opnieuw proberen vanaf de betaalpagina.\n\nVeelvoorkomende oorzaken zijn een verlopen sessie bij je bank, onvoldoende saldo of een kaart die niet is ingesteld voor online betalingen. Vaak helpt het om een andere betaalmethode te kiezen.\n\nIs er toch geld afgeschreven terwijl je een foutmelding kreeg? Wacht dan één werkdag, want sommige banken hebben tijd nodig om een annulering te verwerken. Staat de betaling er daarna nog, neem dan contact met ons op via de contactpagina en vermeld de datum en het bedrag. We zoeken het samen met je uit.',
            },
          },
        ],
      },
      givingHelpSection,
    ],
  },
  {
    title: {
      en: 'Fundraising',
      nl: 'Inzamelen',
    },
    sections: [
      {
        title: {
          en: 'Starting a fundraiser',
          nl: 'Een inzamelactie starten',
        },
        articles: [
          {
            slug: 'start-a-fundraiser',
            title: {
              en: 'How do I start a fundraiser?',
              nl: 'Hoe start ik een inzamelactie?',
            },
            content: {
              en: 'Log in, or create a free account first, and go to your profile. Choose Create New Page and then Fundraiser.\n\nGive your fundraiser a clear name, such as "Running the Rotterdam Marathon for clean water", and select the non-profit you are raising money for. Add a photo and a logo, a short description in your own words, your goal and a location. Submit the form and your page is live straight away.\n\nYou can edit your fundraiser at any time from your fundraiser profile, for example to share news about your training or to raise your goal when you get close to it.',
              nl: "Log in, of maak eerst een gratis account aan, en ga naar je profiel. Kies daar voor een nieuwe pagina en vervolgens voor een inzamelactie.\n\nGeef je actie een duidelijke naam, zoals 'Ik loop de marathon van Rotterdam voor schoon water', en kies het goede doel waarvoor je geld inzamelt. Voeg een foto en een logo toe, een korte beschrijving in je eigen woorden, je streefbedrag en een locatie. Verstuur het formulier en je pagina staat meteen online.\n\nJe kunt je actie altijd aanpassen vanaf het profiel van je inzamelactie, bijvoorbeeld om te vertellen hoe je training gaat of om je streefbedrag te verhogen als je het bijna hebt gehaald.",
            },
          },
          {
            slug: 'choose-a-fundraising-goal',
            title: {
              en: 'How do I choose a good goal?',
              nl: 'Hoe kies ik een goed streefbedrag?',
            },
            content: {
              en: 'A good goal is ambitious but realistic. Think about how many people you can reach and what they might give: twenty friends who each donate 25 euros already make 500 euros.\n\nLink your goal to something concrete. "1,200 euros for forty pairs of football boots" speaks to people much more than a round number. Many non-profits show what an amount pays for in their donation packages, which can give you ideas.\n\nReached your goal early? Congratulations! You can raise it on your fundraiser profile and tell your supporters what the extra money will make possible.',
              nl: "Een goed streefbedrag is ambitieus, maar haalbaar. Denk na over hoeveel mensen je kunt bereiken en wat zij zouden kunnen geven: twintig vrienden die elk 25 euro doneren, zijn samen al goed voor 500 euro.\n\nKoppel je doel aan iets concreets. '1.200 euro voor veertig paar voetbalschoenen' spreekt mensen veel meer aan dan een rond bedrag. Veel goede doelen laten in hun donatiepakketten zien wat je met een bepaald bedrag kunt doen. Daar haal je makkelijk ideeën uit.\n\nHeb je je doel al eerder bereikt? Gefeliciteerd! Je kunt het streefbedrag verhogen op het profiel van je inzamelactie en je supporters vertellen wat het extra geld mogelijk maakt.",
            },
          },
        ],
      },
      {
        title: {
          en: 'Spreading the word',
          nl: 'Je actie onder de aandacht brengen',
        },
        articles: [
          {
            slug: 'share-your-fundraiser',
            title: {
              en: 'Tips for sharing your fundraiser',
              nl: 'Tips om je inzamelactie te delen',
            },
            content: {
              en: 'Start with the people closest to you. Send a personal message to family and friends before you post anything publicly. A few early donations make others more likely to follow.\n\nUse the share button on your page to post it on WhatsApp, Facebook, X or LinkedIn, or copy the link into an e-mail. Share updates along the way, such as a training run, a photo from the event or a milestone you have reached, instead of repeating the same request.\n\nFinally, say thank you. A personal thank-you after every donation, and a last update when your fundraiser ends, makes people happy to support you again next time.',
              nl: 'Begin bij de mensen die het dichtst bij je staan. Stuur familie en vrienden een persoonlijk berichtje voordat je iets openbaar deelt. Een paar vroege donaties maken het voor anderen makkelijker om ook te geven.\n\nGebruik de deelknop op je pagina om je actie te delen via WhatsApp, Facebook, X of LinkedIn, of kopieer de link in een e-mail. Deel onderweg updates, zoals een trainingsrondje, een foto van het evenement of een mijlpaal die je hebt bereikt, in plaats van steeds dezelfde oproep te herhalen.\n\nEn tot slot: bedank je supporters. Een persoonlijk bedankje na elke donatie en een laatste update als je actie afloopt, zorgen ervoor dat mensen je de volgende keer graag weer steunen.',
            },
          },
        ],
      },
    ],
  },
  {
    title: {
      en: 'Non-profits',
      nl: 'Goede doelen',
    },
    sections: [
      {
        title: {
          en: 'Your organisation page',
          nl: 'Je organisatiepagina',
        },
        articles: [
          {
            slug: 'register-your-nonprofit',
            title: {
              en: 'How do I register my non-profit?',
              nl: 'Hoe registreer ik mijn goede doel?',
            },
            content: {
              en: "Create an account, go to your profile and choose Create New Page, then Non-profit. Fill in your organisation's name, a short description and your address, and upload a logo and a cover picture. After registering, you land on your non-profit profile, where you can complete your page.\n\nNew organisations appear without the VERIFIED badge at first. Our team checks your organisation's registration, for example in the Dutch Chamber of Commerce (KvK) register or the Belgian Crossroads Bank for Enterprises (KBO), and adds the badge once everything is in order.\n\nFrom your profile you can also start a campaign: create an event, such as a benefit dinner or a sponsored run, or a project that donors and fundraisers can support directly.",
              nl: 'Maak een account aan, ga naar je profiel en kies voor een nieuwe pagina en daarna voor goed doel. Vul de naam van je organisatie, een korte beschrijving en je adres in, en upload een logo en een omslagfoto. Na het aanmelden kom je op het profiel van je goede doel, waar je je pagina verder aanvult.\n\nNieuwe organisaties verschijnen eerst zonder verificatielabel. Ons team controleert de registratie van je organisatie, bijvoorbeeld in het Handelsregister van de KvK of in de Belgische Kruispuntbank van Ondernemingen (KBO), en voegt het label toe zodra alles klopt.\n\nVanaf je profiel start je ook een campagne: maak een evenement aan, zoals een benefietdiner of een sponsorloop, of een project dat donateurs en inzamelacties rechtstreeks kunnen steunen.',
            },
          },
          {
            slug: 'set-up-donation-packages',
            title: {
              en: 'Setting up donation packages',
              nl: 'Donatiepakketten instellen',
            },
            content: {
              en: 'Donation packages are suggested amounts with a clear description, such as "A family food parcel: 25 euros". They appear on your payment page, so donors can choose with a single click and see exactly what their gift makes possible.\n\nOpen your non-profit profile and go to the Donation Packages tab. Add a package, enter a title and an amount, and save. You can edit or delete your packages at any time.\n\nTip: offer three or four packages with a range of amounts, from a small gift anyone can afford to a larger one for your most committed supporters. Donors can always enter an amount of their own as well.',
              nl: "Donatiepakketten zijn voorgestelde bedragen met een duidelijke omschrijving, zoals 'Een voedselpakket voor een gezin: 25 euro'. Ze staan op je betaalpagina, zodat donateurs met één klik kunnen kiezen en precies zien wat hun gift mogelijk maakt.\n\nOpen het profiel van je goede doel en ga naar het tabblad met donatiepakketten. Voeg een pakket toe, vul een titel en een bedrag in en sla het op. Je kunt je pakketten altijd aanpassen of verwijderen.\n\nTip: bied drie of vier pakketten aan met verschillende bedragen, van een kleine gift die iedereen kan missen tot een groter bedrag voor je trouwste supporters. Donateurs kunnen daarnaast altijd zelf een bedrag invullen.",
            },
          },
        ],
      },
      {
        title: {
          en: 'Donations and vacancies',
          nl: 'Donaties en vacatures',
        },
        articles: [
          {
            slug: 'connect-payment-account',
            title: {
              en: 'How do I receive donations?',
              nl: 'Hoe ontvang ik donaties?',
            },
            content: {
              en: 'To receive donations, connect your organisation to our payment provider, Mollie. On your non-profit profile, click Connect with payment provider and follow the steps to log in to your existing Mollie account or create a new one.\n\nOnce you are connected, donations to your organisation, its events and projects, and fundraisers for your cause are paid out through your own Mollie account. PifWorld never holds the money.\n\nDid the connection fail? That is usually a quick fix: check that your Mollie account has been fully activated and try again. If it still does not work, contact us and we will help you.',
              nl: 'Om donaties te ontvangen, koppel je je organisatie aan onze betaalprovider Mollie. Klik op het profiel van je goede doel op de knop om een betaalprovider te koppelen en volg de stappen om in te loggen op je bestaande Mollie-account of een nieuw account aan te maken.\n\nZodra de koppeling werkt, worden donaties aan je organisatie, je evenementen en projecten en aan inzamelacties voor jouw doel uitbetaald via je eigen Mollie-account. PifWorld beheert het geld nooit zelf.\n\nIs het koppelen mislukt? Meestal is dat snel opgelost: controleer of je Mollie-account volledig is geactiveerd en probeer het opnieuw. Lukt het nog steeds niet, neem dan contact met ons op. We helpen je graag.',
            },
          },
          {
            slug: 'post-a-job-vacancy',
            title: {
              en: 'How do I post a vacancy?',
              nl: 'Hoe plaats ik een vacature?',
            },
            content: {
              en: 'Non-profits can post paid jobs, internships and volunteer positions on the PifWorld jobs page. Posting vacancies is a premium feature: if your account does not have premium yet, you first pay a small one-time fee through the secure checkout.\n\nThen fill in the vacancy form with the job title, a description, the city, the type of employment, the tasks, responsibilities and requirements, and an application deadline. You can also attach a PDF with the full job description, up to 5 MB.\n\nYour vacancy then appears in the jobs overview, where candidates can search for it and contact you using the details you provided.',
              nl: 'Goede doelen kunnen betaalde banen, stages en vrijwilligersplekken plaatsen op de vacaturepagina van PifWorld. Vacatures plaatsen is een premiumfunctie: heeft je account nog geen premium, dan betaal je eerst eenmalig een klein bedrag via de beveiligde betaalomgeving.\n\nDaarna vul je het vacatureformulier in met de functietitel, een beschrijving, de plaats, het soort dienstverband, de taken, verantwoordelijkheden en eisen, en een sluitingsdatum. Je kunt ook een pdf met de volledige functieomschrijving toevoegen, van maximaal 5 MB.\n\nJe vacature verschijnt dan in het vacatureoverzicht, waar kandidaten haar kunnen vinden en contact met je opnemen via de gegevens die je hebt ingevuld.',
            },
          },
        ],
      },
    ],
  },
  {
    title: {
      en: 'Account & privacy',
      nl: 'Account en privacy',
    },
    sections: [
      {
        title: {
          en: 'Your account',
          nl: 'Je account',
        },
        articles: [
          {
            slug: 'reset-your-password',
            title: {
              en: 'I forgot my password',
              nl: 'Ik ben mijn wachtwoord vergeten',
            },
            content: {
              en: 'On the login page, click Forgot password and enter the e-mail address you used to sign up. We will send you a link to reset your password.\n\nOpen the link, choose a new password of at least 8 characters and enter it twice. You can then log in straight away with your new password.\n\nNo e-mail? Check your spam folder and make sure you entered the right address. If you signed up with Google, you do not have a separate password: simply use the Google button to log in.',
              nl: 'Klik op de inlogpagina op de link voor een vergeten wachtwoord en vul het e-mailadres in waarmee je je hebt geregistreerd. We sturen je dan een link om een nieuw wachtwoord in te stellen.\n\nOpen de link, kies een nieuw wachtwoord van minstens 8 tekens en vul het twee keer in. Daarna kun je meteen inloggen met je nieuwe wachtwoord.\n\nGeen e-mail ontvangen? Kijk in je map met ongewenste e-mail en controleer of je het juiste adres hebt ingevuld. Heb je je aangemeld met Google? Dan heb je geen apart wachtwoord en log je gewoon in met de Google-knop.',
            },
          },
          {
            slug: 'edit-your-profile',
            title: {
              en: 'How do I change my profile?',
              nl: 'Hoe pas ik mijn profiel aan?',
            },
            content: {
              en: 'Go to your profile by clicking your name in the menu. Click Edit Profile to change your name, e-mail address or password.\n\nYou can also upload a profile picture and a banner, and write a short description about yourself. Tell people why you give or volunteer: it makes your fundraisers more personal.\n\nYour profile also lists the pages you manage, such as your fundraisers, non-profits and companies, and the causes you follow.',
              nl: "Ga naar je profiel door in het menu op je naam te klikken. Via de knop om je profiel te bewerken pas je je naam, e-mailadres of wachtwoord aan.\n\nJe kunt ook een profielfoto en een banner uploaden en een korte beschrijving over jezelf schrijven. Vertel waarom je geeft of vrijwilligerswerk doet: dat maakt je inzamelacties persoonlijker.\n\nOp je profiel zie je bovendien de pagina's die je beheert, zoals je inzamelacties, goede doelen en bedrijven, en de doelen die je volgt.",
            },
          },
        ],
      },
      {
        title: {
          en: 'Privacy',
          nl: 'Privacy',
        },
        articles: [
          {
            slug: 'delete-your-account',
            title: {
              en: 'How do I delete my account?',
              nl: 'Hoe verwijder ik mijn account?',
            },
            content: {
              en: 'Go to your profile and open the Settings tab. Click Delete Profile and confirm. Your account is then permanently deleted and you are logged out.\n\nPlease note that this cannot be undone. If you manage a non-profit or company page that others rely on, contact us first so we can make sure it is handed over properly.\n\nDonations you made earlier are not refunded when you delete your account, because they have already gone to the organisations you supported.',
              nl: 'Ga naar je profiel en open het tabblad Instellingen. Kies ervoor je profiel te verwijderen en bevestig je keuze. Je account wordt dan definitief verwijderd en je wordt uitgelogd.\n\nLet op: dit kun je niet ongedaan maken. Beheer je een pagina van een goed doel of bedrijf waar anderen op rekenen? Neem dan eerst contact met ons op, zodat we de pagina netjes kunnen overdragen.\n\nDonaties die je eerder hebt gedaan, worden niet terugbetaald als je je account verwijdert. Die zijn immers al bij de organisaties terechtgekomen die je hebt gesteund.',
            },
          },
          {
            slug: 'how-we-use-your-data',
            title: {
              en: 'What do you do with my data?',
              nl: 'Wat doen jullie met mijn gegevens?',
            },
            content: {
              en: 'We only collect the data we need to run the platform: your account details, the content you add to your pages and information about your donations. Card and bank details are handled by our payment provider and are never stored by us.\n\nWe never sell your personal data. We only share it with service providers that help us run PifWorld, such as our payment provider and our hosting partner, and only as far as they need it for their work.\n\nUnder the GDPR you have the right to view, correct and delete your data. You can manage most of it yourself on your profile page. For anything else, contact us and we will respond within one month. You will find all the details in our privacy policy.',
              nl: "We verzamelen alleen de gegevens die we nodig hebben om het platform te laten werken: je accountgegevens, de inhoud die je aan je pagina's toevoegt en informatie over je donaties. Kaart- en bankgegevens worden verwerkt door onze betaalprovider en nooit door ons opgeslagen.\n\nWe verkopen je persoonsgegevens nooit. We delen ze alleen met dienstverleners die ons helpen PifWorld te draaien, zoals onze betaalprovider en onze hostingpartner, en alleen voor zover zij ze nodig hebben voor hun werk.\n\nVolgens de AVG heb je het recht om je gegevens in te zien, te laten corrigeren en te laten verwijderen. Het meeste regel je zelf op je profielpagina. Voor andere verzoeken neem je contact met ons op; we reageren binnen een maand. Alle details lees je in ons privacybeleid.",
            },
          },
        ],
      },
    ],
  },
];

/**
 * The About and Contact pages. Image fields hold `image:<name>` tokens that the seed replaces
 * with generated image files.
 */
export const pages: SeedPage[] = [
  {
    slug: 'about',
    title: {
      en: 'About us',
      nl: 'Over ons',
    },
    metaTitle: {
      en: 'About PifWorld: giving that moves the world forward',
      nl: 'Over PifWorld: geven dat de wereld vooruithelpt',
    },
    metaDescription: {
      en: 'PifWorld connects generous people with non-profits, fundraisers and events working on the UN Sustainable Development Goals. Meet the team and find out how it works.',
      nl: 'PifWorld verbindt gulle mensen met goede doelen, inzamelacties en evenementen die werken aan de duurzame ontwikkelingsdoelen van de VN. Maak kennis met het team en lees hoe het werkt.',
    },
    blocks: [
      {
        type: 'hero',
        en: {
          heading: 'Pay it forward, together',
          subheading:
            'PifWorld connects generous people with the non-profits, fundraisers and events working on the UN Sustainable Development Goals.',
          background_image: 'image:about-hero',
          button_text: 'Discover causes',
          button_url: '/discover',
        },
        nl: {
          heading: 'Samen geven we het door',
          subheading:
            'PifWorld verbindt gulle mensen met de non-profits, inzamelacties en evenementen die werken aan de duurzame ontwikkelingsdoelen van de VN.',
          background_image: 'image:about-hero',
          button_text: 'Ontdek goede doelen',
          button_url: '/discover',
        },
      },
      {
        type: 'rich_text',
        en: {
          content:
            '<h2>Why we started PifWorld</h2>\n<p>PifWorld began with a simple idea: <strong>pay it forward</strong>. Almost everyone has been helped along the way, by a teacher, a neighbour or a complete stranger, and most of us would love to pass that on. We just do not always know where to start.</p>\n<p>So we built a place where generous people and the organisations that need them can find each other: neighbourhood food banks and water projects in Uganda, repair cafés and night-time helplines, companies that want to do their part and people who run, swim or bake for a cause they care about.</p>\n<h2>Built around the Sustainable Development Goals</h2>\n<p>Every organisation and campaign on PifWorld is linked to one of the 17 <a href="www.un.org/sustainabledevelopment">Sustainable Development Goals</a> of the United Nations. That way you can see at a glance what an organisation works on, and find others working towards the same goal. Curious about all the targets behind the goals? The UN lists them at <a href="https://sdgs.un.org/goals">sdgs.un.org</a>.</p>\n<h3>What you can do here</h3>\n<ul>\n<li><strong>Donate</strong> to non-profits, fundraisers and events, with or without an account.</li>\n<li><strong>Start a fundraiser</strong> for your birthday, a marathon or a bake sale.</li>\n<li><strong>Register your non-profit</strong> to receive donations, organise events and post vacancies.</li>\n<li><strong>Get your company involved</strong> with company events that support a non-profit of your choice.</li>\n</ul>\n<h3>Our promise</h3>\n<p>Your donation goes to the organisation you choose. Payments are handled by a licensed payment provider, and PifWorld <em>never</em> holds your money. Questions or ideas? Write to us at <a href="mailto:hello@pifworld.org">hello@pifworld.org</a>. We read every message.</p>',
        },
        nl: {
          content:
            '<h2>Waarom we PifWorld zijn begonnen</h2>\n<p>PifWorld begon met een eenvoudig idee: <strong>geef het door</strong>. Bijna iedereen is ooit op weg geholpen, door een juf, een buurvrouw of een volslagen onbekende. De meeste mensen willen dat graag doorgeven, maar weten niet altijd waar ze moeten beginnen.</p>\n<p>Daarom bouwden we een plek waar gulle mensen en de organisaties die hen nodig hebben elkaar vinden: van de voedselbank in je wijk tot waterprojecten in Oeganda, van repaircafés tot hulplijnen die \'s nachts bereikbaar zijn, en van bedrijven die hun steentje willen bijdragen tot mensen die hardlopen, zwemmen of taarten bakken voor een doel dat hen raakt.</p>\n<h2>Gebouwd rond de duurzame ontwikkelingsdoelen</h2>\n<p>Elke organisatie en elke actie op PifWorld is gekoppeld aan een van de 17 <a href="www.un.org/sustainabledevelopment">duurzame ontwikkelingsdoelen</a> van de Verenigde Naties. Zo zie je in één oogopslag waar een organisatie aan werkt, en vind je anderen die aan hetzelfde doel bijdragen. Benieuwd naar alle subdoelen? De VN zet ze op een rij op <a href="https://sdgs.un.org/goals">sdgs.un.org</a>.</p>\n<h3>Wat je hier kunt doen</h3>\n<ul>\n<li><strong>Doneren</strong> aan non-profits, inzamelacties en evenementen, met of zonder account.</li>\n<li><strong>Een inzamelactie starten</strong> voor je verjaardag, een marathon of een taartenverkoop.</li>\n<li><strong>Je non-profit aanmelden</strong> om donaties te ontvangen, evenementen te organiseren en vacatures te plaatsen.</li>\n<li><strong>Je bedrijf laten meedoen</strong> met bedrijfsevenementen voor een non-profit naar keuze.</li>\n</ul>\n<h3>Onze belofte</h3>\n<p>Je donatie gaat naar de organisatie die jij kiest. Betalingen lopen via een erkende betaalprovider, en PifWorld beheert je geld <em>nooit</em> zelf. Vragen of ideeën? Mail ons op <a href="mailto:hello@pifworld.org">hello@pifworld.org</a>. We lezen elk bericht.</p>',
        },
      },
      {
        type: 'image',
        en: {
          image: 'image:about-volunteers',
          alt_text: 'Volunteers planting a young tree in an Amsterdam street',
        },
        nl: {
          image: 'image:about-volunteers',
          alt_text: 'Vrijwilligers planten een jonge boom in een Amsterdamse straat',
        },
      },
      {
        type: 'faq_list',
        en: {
          items: [
            {
              question: 'What is PifWorld?',
              answer:
                'PifWorld is a donation and crowdfunding platform that connects donors with non-profits, personal fundraisers, events and companies working on the UN Sustainable Development Goals. You can donate, follow causes, start your own fundraiser or put your organisation on the map.',
            },
            {
              question: 'Do I need an account to donate?',
              answer:
                'No, anyone can donate without logging in. With a free account you can also follow causes, start a fundraiser and manage pages for your non-profit or company.',
            },
            {
              question: 'How do I know an organisation is trustworthy?',
              answer:
                "Look for the VERIFIED badge: it means our team has checked the organisation's registration. Organisations also show their contact details, projects and donation packages, so you can see exactly what your money does.",
            },
            {
              question: 'In which languages is PifWorld available?',
              answer:
                'PifWorld is available in English and Dutch. Use the EN/NL switch in the menu to change language at any time. Pages written by organisations themselves are shown in the language they were written in.',
            },
          ],
        },
        nl: {
          items: [
            {
              question: 'Wat is PifWorld?',
              answer:
                'PifWorld is een platform voor donaties en crowdfunding dat donateurs verbindt met non-profits, persoonlijke inzamelacties, evenementen en bedrijven die werken aan de duurzame ontwikkelingsdoelen van de VN. Je kunt doneren, doelen volgen, zelf een inzamelactie starten of je organisatie op de kaart zetten.',
            },
            {
              question: 'Heb ik een account nodig om te doneren?',
              answer:
                "Nee, iedereen kan doneren zonder in te loggen. Met een gratis account kun je daarnaast doelen volgen, een inzamelactie starten en pagina's beheren voor je non-profit of bedrijf.",
            },
            {
              question: 'Hoe weet ik of een organisatie betrouwbaar is?',
              answer:
                'Let op het verificatielabel: dat betekent dat ons team de registratie van de organisatie heeft gecontroleerd. Organisaties tonen ook hun contactgegevens, projecten en donatiepakketten, zodat je precies ziet wat je geld doet.',
            },
            {
              question: 'In welke talen is PifWorld beschikbaar?',
              answer:
                "PifWorld is er in het Nederlands en het Engels. Met de EN/NL-knop in het menu wissel je op elk moment van taal. Pagina's die organisaties zelf schrijven, zie je in de taal waarin ze zijn geschreven.",
            },
          ],
        },
      },
      {
        type: 'team_members',
        en: {
          members: [
            {
              name: 'Lisa Verbeek',
              position: 'Co-founder and director',
              bio: 'Lisa worked in international development for ten years before deciding that giving should be as easy as ordering a book online. She still helps out at her local food bank every other Saturday.',
              image_url: 'image:team-lisa',
            },
            {
              name: 'Youssef Benali',
              position: 'Head of partnerships',
              bio: 'Youssef brings non-profits and companies together. Before joining PifWorld he ran a youth football club in Utrecht, and he still believes most problems can be solved over a cup of coffee.',
              image_url: 'image:team-youssef',
            },
            {
              name: 'Anouk de Graaf',
              position: 'Community manager',
              bio: 'Anouk is the first person you talk to when you register your organisation. She answers your questions, shares fundraising tips and writes our monthly newsletter.',
              image_url: 'image:team-anouk',
            },
            {
              name: 'Pieter Claes',
              position: 'Lead developer',
              bio: 'Pieter builds and looks after the platform from Ghent. He is happiest when a page loads quickly, works for everyone and makes donating just a little bit easier.',
              image_url: 'image:team-pieter',
            },
          ],
        },
        nl: {
          members: [
            {
              name: 'Lisa Verbeek',
              position: 'Medeoprichter en directeur',
              bio: 'Lisa werkte tien jaar in de internationale samenwerking voordat ze besloot dat geven net zo makkelijk moet zijn als online een boek bestellen. Om de week staat ze op zaterdag nog altijd bij de voedselbank in haar buurt.',
              image_url: 'image:team-lisa',
            },
            {
              name: 'Youssef Benali',
              position: 'Hoofd partnerschappen',
              bio: 'Youssef brengt non-profits en bedrijven bij elkaar. Voordat hij bij PifWorld kwam, runde hij een jeugdvoetbalclub in Utrecht, en hij is er nog steeds van overtuigd dat je de meeste problemen oplost bij een kop koffie.',
              image_url: 'image:team-youssef',
            },
            {
              name: 'Anouk de Graaf',
              position: 'Communitymanager',
              bio: 'Anouk is je eerste aanspreekpunt als je je organisatie aanmeldt. Ze beantwoordt je vragen, deelt tips voor inzamelacties en schrijft onze maandelijkse nieuwsbrief.',
              image_url: 'image:team-anouk',
            },
            {
              name: 'Pieter Claes',
              position: 'Lead developer',
              bio: 'Pieter bouwt en onderhoudt het platform vanuit Gent. Hij is pas tevreden als een pagina snel laadt, voor iedereen werkt en doneren weer een stukje makkelijker maakt.',
              image_url: 'image:team-pieter',
            },
          ],
        },
      },
    ],
  },
  {
    slug: 'contact',
    title: {
      en: 'Contact',
      nl: 'Contact',
    },
    metaTitle: {
      en: 'Contact PifWorld',
      nl: 'Contact met PifWorld',
    },
    metaDescription: {
      en: 'Questions about a donation, your fundraiser or your organisation page? Send us a message and we will reply within 24 hours.',
      nl: 'Vragen over een donatie, je inzamelactie of de pagina van je organisatie? Stuur ons een bericht, dan reageren we binnen 24 uur.',
    },
    blocks: [
      {
        type: 'hero',
        en: {
          heading: "We'd love to hear from you",
          subheading:
            "Questions about a donation, your fundraiser or your organisation's page? Our team is happy to help.",
          background_image: 'image:contact-hero',
          button_text: 'Visit the help center',
          button_url: '/help',
        },
        nl: {
          heading: 'We horen graag van je',
          subheading:
            'Vragen over een donatie, je inzamelactie of de pagina van je organisatie? Ons team helpt je graag verder.',
          background_image: 'image:contact-hero',
          button_text: 'Naar het helpcentrum',
          button_url: '/help',
        },
      },
      {
        type: 'rich_text',
        en: {
          content:
            '<h2>Get in touch</h2>\n<p>Send us a message using the form below, or e-mail us at <a href="mailto:hello@pifworld.org">hello@pifworld.org</a>. We reply to every message <strong>within 24 hours</strong>.</p>\n<p>Many questions are already answered in our <a href="/help">help center</a>, so it may be worth taking a quick look there first.</p>\n<h3>Good to know</h3>\n<ul>\n<li>Questions about how a specific project is going? The organisation itself can usually tell you most. You will find its contact details on its page.</li>\n<li>Are you a journalist or a possible partner? Mention it in the subject line and we will put you in touch with the right person.</li>\n<li>Please never send card details or passwords by e-mail. We will <em>never</em> ask for them.</li>\n</ul>',
        },
        nl: {
          content:
            '<h2>Neem contact op</h2>\n<p>Stuur ons een bericht via het formulier hieronder, of mail naar <a href="mailto:hello@pifworld.org">hello@pifworld.org</a>. We reageren op elk bericht <strong>binnen 24 uur</strong>.</p>\n<p>Op veel vragen vind je het antwoord al in ons <a href="/help">helpcentrum</a>. Een snelle blik daar kan je dus tijd besparen.</p>\n<h3>Goed om te weten</h3>\n<ul>\n<li>Wil je weten hoe het met een bepaald project gaat? De organisatie zelf kan je daar meestal het meest over vertellen. Haar contactgegevens vind je op haar pagina.</li>\n<li>Ben je journalist of wil je met ons samenwerken? Zet het in de onderwerpregel, dan brengen we je in contact met de juiste persoon.</li>\n<li>Stuur nooit kaartgegevens of wachtwoorden per e-mail. Wij vragen er <em>nooit</em> om.</li>\n</ul>',
        },
      },
      {
        type: 'image',
        en: {
          image: 'image:contact-team',
          alt_text: 'The PifWorld team talking with volunteers at a community event',
        },
        nl: {
          image: 'image:contact-team',
          alt_text: 'Het team van PifWorld in gesprek met vrijwilligers tijdens een buurtevenement',
        },
      },
      {
        type: 'faq_list',
        en: {
          items: [
            {
              question: 'How quickly will I get an answer?',
              answer:
                'We reply to every message within 24 hours. Some questions, for example about a payment, may take a little longer to resolve completely, but you will always hear from us within a day.',
            },
            {
              question: 'I have a question about my donation. What should I include?',
              answer:
                'Please mention the date, the amount and the organisation or fundraiser you donated to. That helps us find your payment quickly. Never send us your card number.',
            },
            {
              question: 'I want to register my non-profit. Where do I start?',
              answer:
                'Create a free account, go to your profile and choose Create New Page. Our help center walks you through every step, and if you get stuck, just send us a message.',
            },
          ],
        },
        nl: {
          items: [
            {
              question: 'Hoe snel krijg ik antwoord?',
              answer:
                'We reageren op elk bericht binnen 24 uur. Sommige vragen, bijvoorbeeld over een betaling, kosten wat meer tijd om helemaal op te lossen, maar je hoort altijd binnen een dag van ons.',
            },
            {
              question: 'Ik heb een vraag over mijn donatie. Wat moet ik vermelden?',
              answer:
                'Vermeld de datum, het bedrag en de organisatie of inzamelactie waaraan je hebt gedoneerd. Dan vinden we je betaling snel terug. Stuur ons nooit je kaartnummer.',
            },
            {
              question: 'Ik wil mijn non-profit aanmelden. Waar begin ik?',
              answer:
                'Maak een gratis account aan, ga naar je profiel en kies ervoor een nieuwe pagina te maken. In ons helpcentrum lees je stap voor stap hoe het werkt, en kom je er niet uit, stuur ons dan gerust een bericht.',
            },
          ],
        },
      },
      {
        type: 'contact_form',
        en: {
          fields: [
            {
              name: '',
              email: '',
              subject: '',
              message: '',
            },
          ],
        },
        nl: {
          fields: [
            {
              name: '',
              email: '',
              subject: '',
              message: '',
            },
          ],
        },
      },
    ],
  },
];
