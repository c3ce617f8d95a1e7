import type { Localized } from './catalog-types.ts';

/** Hand-written texts for the main collections: intro, product test, promotion card, variant subset. */
export interface CollectionExtra {
  intro?: Localized;
  productTest?: Localized;
  /** German option value names the collection shows as separate variant cards. */
  variantSubset?: string[];
  promotion?: { title: Localized; text: Localized; articleKey: string };
}

export const COLLECTION_EXTRAS: Record<string, CollectionExtra> = {
  coffee: {
    intro: {
      de: 'Von der fruchtigen Filterröstung bis zum kräftigen Espresso: Alle Kaffees werden frisch geröstet und innerhalb von 1-3 Werktagen geliefert.',
      en: 'From fruity filter roasts to bold espresso: every coffee is freshly roasted and delivered within 1-3 working days.',
      da: 'Fra frugtige filterristninger til kraftig espresso: Al kaffe er friskristet og leveres inden for 1-3 hverdage.',
    },
    promotion: {
      title: { de: 'Der perfekte Espresso', en: 'The perfect espresso', da: 'Den perfekte espresso' },
      text: {
        de: 'Mahlgrad, Dosis, Zeit: So gelingt die Extraktion.',
        en: 'Grind, dose, time: how to nail the extraction.',
        da: 'Formaling, dosis, tid: Sådan lykkes ekstraktionen.',
      },
      articleKey: 'espresso-extraction',
    },
  },
  'whole-bean-espresso': {
    intro: {
      de: 'Ganze Bohnen bleiben länger frisch. Mahlen Sie erst direkt vor dem Bezug – für volle Crema und klare Aromen.',
      en: 'Whole beans stay fresh for longer. Grind just before brewing for full crema and clear flavours.',
      da: 'Hele bønner holder sig friske længere. Mal lige før brygning for fyldig crema og klare aromaer.',
    },
    variantSubset: ['Ganze Bohne'],
  },
  'filter-coffee': {
    intro: {
      de: 'Helle Röstungen für Handfilter, Chemex, AeroPress und Filtermaschine – mit klarer Säure und viel Frucht.',
      en: 'Light roasts for pour-over, Chemex, AeroPress and filter machines – with clean acidity and plenty of fruit.',
      da: 'Lyse ristninger til håndfilter, Chemex, AeroPress og filtermaskine – med klar syre og masser af frugt.',
    },
    promotion: {
      title: { de: 'Das richtige Verhältnis', en: 'The right ratio', da: 'Det rette forhold' },
      text: {
        de: '60 Gramm pro Liter als Startpunkt – und wie Sie nachjustieren.',
        en: '60 grams per litre as a starting point – and how to adjust.',
        da: '60 gram pr. liter som udgangspunkt – og hvordan du justerer.',
      },
      articleKey: 'filter-ratios',
    },
  },
  'ground-coffee': {
    intro: {
      de: 'Keine Mühle zur Hand? Wir mahlen frisch für Siebträger oder Filter, passend zu Ihrer Zubereitung.',
      en: 'No grinder at hand? We grind fresh for portafilter or filter, to suit your brewing method.',
      da: 'Ingen kværn ved hånden? Vi maler frisk til portafilter eller filter, så det passer til din tilberedning.',
    },
    variantSubset: ['Espresso-Mahlung', 'Filter-Mahlung'],
  },
  machines: {
    intro: {
      de: 'Siebträger, Vollautomat oder Filtermaschine: Wir beraten Sie persönlich und liefern große Maschinen per Spedition.',
      en: 'Portafilter, bean-to-cup or filter machine: we advise you personally and deliver large machines by freight.',
      da: 'Portafilter, fuldautomat eller filtermaskine: Vi rådgiver dig personligt og leverer store maskiner med fragtmand.',
    },
    promotion: {
      title: {
        de: 'Maschine richtig entkalken',
        en: 'Descale your machine properly',
        da: 'Afkalk maskinen korrekt',
      },
      text: {
        de: 'So bleibt Ihre Maschine viele Jahre zuverlässig.',
        en: 'Keep your machine reliable for many years.',
        da: 'Sådan holder din maskine i mange år.',
      },
      articleKey: 'descaling',
    },
  },
  portafilter: {
    productTest: {
      de: '<p><strong>Unser Test:</strong> Wir haben Einkreiser, Zweikreiser und Dualboiler eine Woche lang im Büroalltag verglichen. Für Einsteiger mit Milchgetränken empfehlen wir einen Einkreiser mit PID, für Vieltrinker einen Dualboiler.</p>',
      en: '<p><strong>Our test:</strong> we compared single-boiler, heat-exchanger and dual-boiler machines for a week of office use. For beginners who like milk drinks we recommend a single boiler with PID; for heavy users a dual boiler.</p>',
      da: '<p><strong>Vores test:</strong> Vi sammenlignede enkeltkedel-, varmeveksler- og dobbeltkedelmaskiner i en uges kontorbrug. Til begyndere, der drikker mælkedrikke, anbefaler vi en enkeltkedel med PID; til storforbrugere en dobbeltkedel.</p>',
    },
  },
  automatic: {
    productTest: {
      de: '<p><strong>Unser Test:</strong> Entscheidend sind Mahlwerk, Brühtemperatur und ein leicht zu reinigendes Milchsystem. Achten Sie auf eine herausnehmbare Brühgruppe.</p>',
      en: '<p><strong>Our test:</strong> what matters most are the burrs, the brewing temperature and a milk system that is easy to clean. Look for a removable brew unit.</p>',
      da: '<p><strong>Vores test:</strong> Det vigtigste er kværnen, bryggetemperaturen og et mælkesystem, der er nemt at rengøre. Kig efter en udtagelig bryggeenhed.</p>',
    },
  },
  grinders: {
    intro: {
      de: 'Die Mühle ist wichtiger als die Maschine: Ein gleichmäßiges Mahlgut entscheidet über den Geschmack.',
      en: 'The grinder matters more than the machine: an even grind decides the flavour.',
      da: 'Kværnen er vigtigere end maskinen: En jævn formaling afgør smagen.',
    },
    promotion: {
      title: {
        de: 'Welche Mühle passt zu mir?',
        en: 'Which grinder suits me?',
        da: 'Hvilken kværn passer til mig?',
      },
      text: {
        de: 'Kegel oder Scheibe, Hand oder elektrisch – unser Ratgeber.',
        en: 'Conical or flat, manual or electric – our guide.',
        da: 'Konisk eller flad, manuel eller elektrisk – vores guide.',
      },
      articleKey: 'grinder-choice',
    },
  },
  'electric-grinders': {
    productTest: {
      de: '<p><strong>Unser Test:</strong> Für Espresso brauchen Sie eine feine, stufenlose Verstellung; für Filter zählt ein gleichmäßiges, grobes Mahlgut mit wenig Feinanteil.</p>',
      en: '<p><strong>Our test:</strong> espresso needs fine, stepless adjustment; for filter an even, coarse grind with few fines counts most.</p>',
      da: '<p><strong>Vores test:</strong> Espresso kræver fin, trinløs justering; til filter tæller en jævn, grov formaling med få fine partikler.</p>',
    },
  },
  accessories: {
    intro: {
      de: 'Tamper, Milchkannen, Waagen und Pflegemittel: das Werkzeug, das aus gutem Kaffee großartigen macht.',
      en: 'Tampers, milk jugs, scales and care products: the tools that turn good coffee into great coffee.',
      da: 'Tampere, mælkekander, vægte og plejemidler: værktøjet, der gør god kaffe fantastisk.',
    },
    promotion: {
      title: { de: 'Milch perfekt aufschäumen', en: 'Froth milk perfectly', da: 'Skum mælk perfekt' },
      text: {
        de: 'Mit der richtigen Kanne zur Latte Art.',
        en: 'From the right jug to latte art.',
        da: 'Med den rigtige kande til latte art.',
      },
      articleKey: 'milk-frothing',
    },
  },
  storage: {
    promotion: {
      title: { de: 'Bohnen richtig lagern', en: 'Store beans properly', da: 'Opbevar bønner korrekt' },
      text: {
        de: 'Dunkel, kühl, luftdicht – und niemals im Kühlschrank.',
        en: 'Dark, cool, airtight – and never in the fridge.',
        da: 'Mørkt, køligt, lufttæt – og aldrig i køleskabet.',
      },
      articleKey: 'storing-beans',
    },
  },
};
