import type { updateTypes } from '@app/contract';
import type { Bilingual } from './types';

/** A timeline update a demo fundraiser's owner posted, in both languages. */
export interface SeedUpdate {
  fundraiserKey: string;
  /** How long before the seed's reference day it was posted. */
  daysAgo: number;
  updateType: (typeof updateTypes)[number];
  title: Bilingual;
  /** One or two short paragraphs of plain text (the seed wraps each in `<p>`). */
  content: Bilingual;
}

/**
 * What the people behind the demo fundraisers told their supporters. The seed inserts the
 * English for now; the Dutch waits for the second-language columns.
 */
export const updates: SeedUpdate[] = [
  {
    fundraiserKey: 'sanne-birthday',
    daysAgo: 3,
    updateType: 'milestone',
    title: { en: 'Halfway there!', nl: 'Halverwege!' },
    content: {
      en: 'Thank you all so much: we passed half of the goal this weekend. That is already ten weeks of food parcels for families in Rotterdam.\nThe food bank asked me to pass on a big thank you as well.',
      nl: 'Wat ontzettend lief van jullie: dit weekend zijn we over de helft van het streefbedrag gegaan. Dat zijn nu al tien weken voedselpakketten voor gezinnen in Rotterdam.\nDe voedselbank vroeg me om jullie ook namens hen heel hartelijk te bedanken.',
    },
  },
  {
    fundraiserKey: 'sanne-birthday',
    daysAgo: 19,
    updateType: 'announcement',
    title: { en: 'No presents this year', nl: 'Dit jaar geen cadeaus' },
    content: {
      en: 'I have started this fundraiser instead of a birthday list. If you were planning to buy me something, this is what I would love most.',
      nl: 'In plaats van een verlanglijstje ben ik deze actie begonnen. Wilde je me iets geven? Dan is dit het mooiste cadeau.',
    },
  },
  {
    fundraiserKey: 'priya-marathon',
    daysAgo: 6,
    updateType: 'news',
    title: { en: 'My longest run yet: 32 km', nl: 'Mijn langste loop tot nu toe: 32 km' },
    content: {
      en: 'Sunday I ran 32 kilometres along the Maas, in the rain. My legs hurt, but every donation kept me going.\nFour weeks of training left.',
      nl: 'Zondag heb ik 32 kilometer langs de Maas gelopen, in de regen. Mijn benen deden pijn, maar aan elke donatie dacht ik onderweg.\nNog vier weken trainen.',
    },
  },
  {
    fundraiserKey: 'priya-marathon',
    daysAgo: 30,
    updateType: 'announcement',
    title: { en: 'Why I am running', nl: 'Waarom ik loop' },
    content: {
      en: 'A school with a water tank means children stay in class instead of walking hours for water. That is what these kilometres are for.',
      nl: 'Een school met een watertank betekent dat kinderen in de klas blijven in plaats van urenlang water te halen. Daar loop ik al die kilometers voor.',
    },
  },
  {
    fundraiserKey: 'tom-trees',
    daysAgo: 9,
    updateType: 'milestone',
    title: { en: 'The first twelve trees are in', nl: 'De eerste twaalf bomen staan' },
    content: {
      en: 'Together with the neighbours we planted the first twelve trees on Saturday. Come and have a look on the Erasmusgracht.',
      nl: 'Zaterdag hebben we samen met de buren de eerste twaalf bomen geplant. Kom gerust kijken aan de Erasmusgracht.',
    },
  },
  {
    fundraiserKey: 'daan-canal-swim',
    daysAgo: 4,
    updateType: 'event',
    title: { en: 'Swim date confirmed', nl: 'De zwemdatum staat vast' },
    content: {
      en: 'The city has given permission: I swim on the first Sunday of September. You are welcome to cheer me on from the quay.',
      nl: 'De gemeente heeft toestemming gegeven: ik zwem op de eerste zondag van september. Moedig me vooral aan vanaf de kade.',
    },
  },
  {
    fundraiserKey: 'emma-cattery',
    daysAgo: 12,
    updateType: 'news',
    title: { en: 'Three cats found a home', nl: 'Drie katten hebben een thuis' },
    content: {
      en: 'Thanks to your gifts the shelter could take in three more cats this month, and all three have already been adopted.',
      nl: 'Dankzij jullie giften kon het asiel deze maand drie katten extra opvangen, en alle drie zijn al geadopteerd.',
    },
  },
  {
    fundraiserKey: 'lotte-night-run',
    daysAgo: 2,
    updateType: 'announcement',
    title: { en: 'Route for the night run', nl: 'De route van de nachtloop' },
    content: {
      en: 'We start at midnight on the Sint-Pietersplein and finish at sunrise. Every kilometre goes to Nachtlicht.',
      nl: 'We starten om middernacht op het Sint-Pietersplein en finishen bij zonsopkomst. Elke kilometer gaat naar Nachtlicht.',
    },
  },
];
