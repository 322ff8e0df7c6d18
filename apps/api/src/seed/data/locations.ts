import type { SeedCity, SeedContinent, SeedCountry } from './types';

export const continents: SeedContinent[] = [
  {
    key: 'europe',
    name: { en: 'Europe', nl: 'Europa' },
    description: {
      en: 'From neighbourhood food banks to cross-border climate projects, Europe is where most of our donors and non-profits are based.',
      nl: 'Van voedselbanken in de wijk tot klimaatprojecten over de grens: in Europa zitten de meeste van onze donateurs en goede doelen.',
    },
    color: '#3B5BA5',
  },
  {
    key: 'africa',
    name: { en: 'Africa', nl: 'Afrika' },
    description: {
      en: 'Local partners across Africa run water, education and farming projects that donors here help to fund.',
      nl: 'Lokale partners in heel Afrika voeren water-, onderwijs- en landbouwprojecten uit die donateurs hier mee mogelijk maken.',
    },
    color: '#E08A3C',
  },
  {
    key: 'asia',
    name: { en: 'Asia', nl: 'Azië' },
    description: {
      en: "In Asia, community groups work on clean energy, girls' education and protecting coasts and forests.",
      nl: 'In Azië werken buurtorganisaties aan schone energie, onderwijs voor meisjes en de bescherming van kusten en bossen.',
    },
    color: '#D9534F',
  },
  {
    key: 'north-america',
    name: { en: 'North America', nl: 'Noord-Amerika' },
    description: {
      en: 'North American supporters join fundraisers and company events, often for causes far from home.',
      nl: 'Supporters uit Noord-Amerika doen mee aan inzamelacties en bedrijfsevenementen, vaak voor doelen ver van huis.',
    },
    color: '#5E8C6A',
  },
  {
    key: 'south-america',
    name: { en: 'South America', nl: 'Zuid-Amerika' },
    description: {
      en: 'From the Amazon to the big cities, South American initiatives focus on reforestation, food security and youth.',
      nl: 'Van het Amazonegebied tot de grote steden: initiatieven in Zuid-Amerika richten zich op herbebossing, voedselzekerheid en jongeren.',
    },
    color: '#2E9E6A',
  },
  {
    key: 'oceania',
    name: { en: 'Oceania', nl: 'Oceanië' },
    description: {
      en: 'Island and coastal communities in Oceania lead the way in protecting oceans and adapting to a changing climate.',
      nl: 'Eiland- en kustgemeenschappen in Oceanië lopen voorop in het beschermen van de oceaan en het aanpassen aan een veranderend klimaat.',
    },
    color: '#2A8FBD',
  },
];

export const countries: SeedCountry[] = [
  {
    code: 'NL',
    continentKey: 'europe',
    name: { en: 'Netherlands', nl: 'Nederland' },
    description: {
      en: 'Almost half of all Dutch people do some form of volunteering, and neighbourhood initiatives pop up in every city and village.',
      nl: 'Bijna de helft van de Nederlanders doet vrijwilligerswerk, en in elke stad en elk dorp ontstaan buurtinitiatieven.',
    },
    color: '#F08A24',
  },
  {
    code: 'BE',
    continentKey: 'europe',
    name: { en: 'Belgium', nl: 'België' },
    description: {
      en: "Belgium has a lively scene of vzw's and local associations, from youth movements to social restaurants.",
      nl: "België heeft een levendig netwerk van vzw's en lokale verenigingen, van jeugdbewegingen tot sociale restaurants.",
    },
    color: '#E4B429',
  },
  {
    code: 'DE',
    continentKey: 'europe',
    name: { en: 'Germany', nl: 'Duitsland' },
    description: {
      en: 'German supporters are loyal givers, with strong local clubs and a growing number of climate initiatives.',
      nl: 'Duitse supporters zijn trouwe gevers, met sterke lokale verenigingen en steeds meer klimaatinitiatieven.',
    },
    color: '#6C757D',
  },
  {
    code: 'KE',
    continentKey: 'africa',
    name: { en: 'Kenya', nl: 'Kenia' },
    description: {
      en: "Kenyan community organisations run school, water and women's savings projects, many of them supported from abroad.",
      nl: 'Keniaanse buurtorganisaties runnen school-, water- en spaarprojecten voor vrouwen, vaak met steun uit het buitenland.',
    },
    color: '#B03A2E',
  },
  {
    code: 'UG',
    continentKey: 'africa',
    name: { en: 'Uganda', nl: 'Oeganda' },
    description: {
      en: 'In rural Uganda, local water committees and schools work with partners to bring clean water within walking distance.',
      nl: 'Op het Oegandese platteland werken lokale watercomités en scholen samen met partners om schoon water op loopafstand te brengen.',
    },
    color: '#D4A017',
  },
  {
    code: 'IN',
    continentKey: 'asia',
    name: { en: 'India', nl: 'India' },
    description: {
      en: "India's many grassroots groups work on education, sanitation and solar power in both cities and villages.",
      nl: 'De vele basisorganisaties in India werken aan onderwijs, sanitatie en zonne-energie, in de stad en op het platteland.',
    },
    color: '#FF9933',
  },
  {
    code: 'ID',
    continentKey: 'asia',
    name: { en: 'Indonesia', nl: 'Indonesië' },
    description: {
      en: 'Indonesian volunteers lead beach cleanups and mangrove planting along thousands of kilometres of coastline.',
      nl: 'Indonesische vrijwilligers organiseren strandopruimacties en planten mangroven langs duizenden kilometers kust.',
    },
    color: '#C0392B',
  },
  {
    code: 'BR',
    continentKey: 'south-america',
    name: { en: 'Brazil', nl: 'Brazilië' },
    description: {
      en: 'Brazilian initiatives combine reforestation with community kitchens and sport projects for young people.',
      nl: 'Braziliaanse initiatieven combineren herbebossing met buurtkeukens en sportprojecten voor jongeren.',
    },
    color: '#1E8449',
  },
  {
    code: 'US',
    continentKey: 'north-america',
    name: { en: 'United States', nl: 'Verenigde Staten' },
    description: {
      en: 'Many American supporters join through company giving programmes and peer-to-peer fundraisers.',
      nl: "Veel Amerikaanse supporters doen mee via geefprogramma's van hun werkgever en persoonlijke inzamelacties.",
    },
    color: '#34495E',
  },
  {
    code: 'AU',
    continentKey: 'oceania',
    name: { en: 'Australia', nl: 'Australië' },
    description: {
      en: 'Australian donors care deeply about oceans and wildlife, from reef protection to animal rescue.',
      nl: 'Australische donateurs liggen de oceaan en wilde dieren na aan het hart, van riffen beschermen tot dieren redden.',
    },
    color: '#2980B9',
  },
];

export const cities: SeedCity[] = [
  {
    countryCode: 'NL',
    name: { en: 'Amsterdam', nl: 'Amsterdam' },
    description: {
      en: 'In Amsterdam, tree-planting crews, language cafés and pop-up kitchens keep thousands of volunteers busy every week.',
      nl: 'In Amsterdam zijn elke week duizenden vrijwilligers in de weer bij boomplantploegen, taalcafés en pop-upkeukens.',
    },
    color: '#C8102E',
  },
  {
    countryCode: 'NL',
    name: { en: 'Rotterdam', nl: 'Rotterdam' },
    description: {
      en: "Rotterdam's no-nonsense spirit shows in its food hubs, neighbourhood sports clubs and volunteers who simply roll up their sleeves.",
      nl: 'De Rotterdamse aanpak zie je terug in de voedselhubs, buurtsportclubs en vrijwilligers die gewoon de handen uit de mouwen steken.',
    },
    color: '#00A651',
  },
  {
    countryCode: 'NL',
    name: { en: 'Utrecht', nl: 'Utrecht' },
    description: {
      en: 'Utrecht is home to many international charities and students who give their evenings to homework clubs and buddy projects.',
      nl: 'Utrecht telt veel internationale goede doelen en studenten die hun avonden besteden aan huiswerkklassen en maatjesprojecten.',
    },
    color: '#B22234',
  },
  {
    countryCode: 'NL',
    name: { en: 'The Hague', nl: 'Den Haag' },
    description: {
      en: 'The city of peace and justice has a strong network of legal-aid volunteers and beach cleanup crews along the coast.',
      nl: 'De stad van vrede en recht heeft een sterk netwerk van vrijwilligers in de rechtshulp en opruimploegen langs de kust.',
    },
    color: '#2E7D32',
  },
  {
    countryCode: 'NL',
    name: { en: 'Eindhoven', nl: 'Eindhoven' },
    description: {
      en: "Eindhoven's tech community gives its skills away at repair evenings, coding clubs and hackathons for good causes.",
      nl: 'De Eindhovense techwereld stelt haar kennis graag beschikbaar op reparatieavonden, codeerclubs en hackathons voor het goede doel.',
    },
    color: '#E85D04',
  },
  {
    countryCode: 'NL',
    name: { en: 'Groningen', nl: 'Groningen' },
    description: {
      en: 'Groningen combines a young student crowd with energy cooperatives and village initiatives across the province.',
      nl: 'Groningen combineert een jong studentenpubliek met energiecoöperaties en dorpsinitiatieven in de hele provincie.',
    },
    color: '#1B5E20',
  },
  {
    countryCode: 'BE',
    name: { en: 'Antwerp', nl: 'Antwerpen' },
    description: {
      en: 'In Antwerp, sports clubs, social restaurants and neighbourhood associations bring together people from over 170 nationalities.',
      nl: 'In Antwerpen brengen sportclubs, sociale restaurants en buurtverenigingen mensen van meer dan 170 nationaliteiten samen.',
    },
    color: '#8E2430',
  },
  {
    countryCode: 'BE',
    name: { en: 'Ghent', nl: 'Gent' },
    description: {
      en: 'Ghent is known for its citizen initiatives, from repair cafés to community gardens and a busy volunteer scene for mental health.',
      nl: 'Gent staat bekend om zijn burgerinitiatieven, van repaircafés tot buurttuinen, en een actieve vrijwilligerswereld rond mentale gezondheid.',
    },
    color: '#4A6FA5',
  },
  {
    countryCode: 'BE',
    name: { en: 'Brussels', nl: 'Brussel' },
    description: {
      en: 'Brussels brings European institutions and grassroots groups together, with volunteers working in dozens of languages.',
      nl: 'In Brussel komen Europese instellingen en basisinitiatieven samen, met vrijwilligers die in tientallen talen aan de slag zijn.',
    },
    color: '#1F4E79',
  },
  {
    countryCode: 'KE',
    name: { en: 'Nairobi', nl: 'Nairobi' },
    description: {
      en: "Nairobi's youth groups and community schools are a driving force behind mentoring and scholarship programmes for girls.",
      nl: "Jongerengroepen en buurtscholen in Nairobi zijn de drijvende kracht achter mentor- en beurzenprogramma's voor meisjes.",
    },
    color: '#A04000',
  },
  {
    countryCode: 'UG',
    name: { en: 'Kampala', nl: 'Kampala' },
    description: {
      en: 'From Kampala, local engineers and health workers travel out to villages to build and maintain water points.',
      nl: 'Vanuit Kampala trekken lokale technici en gezondheidswerkers naar de dorpen om waterpunten aan te leggen en te onderhouden.',
    },
    color: '#B7950B',
  },
  {
    countryCode: 'IN',
    name: { en: 'Mumbai', nl: 'Mumbai' },
    description: {
      en: "Mumbai's volunteers run evening schools, beach cleanups and meal programmes in one of the world's busiest cities.",
      nl: "Vrijwilligers in Mumbai runnen avondscholen, strandopruimacties en maaltijdprogramma's in een van de drukste steden ter wereld.",
    },
    color: '#D35400',
  },
];
