import type { Localized } from './catalog-types.ts';
import type { CoffeeLine } from './coffee-words.ts';

/** Brewing tips per coffee line, one of which closes each coffee's description. */
export const BREW_TIPS: Record<CoffeeLine, readonly Localized[]> = {
  espresso: [
    {
      de: 'Unser Startrezept: 18 g Kaffeemehl, 36 g Espresso in der Tasse, 25 bis 30 Sekunden bei 93 °C.',
      en: 'Our starting recipe: 18 g of ground coffee, 36 g of espresso in the cup, 25 to 30 seconds at 93 °C.',
      da: 'Vores startopskrift: 18 g malet kaffe, 36 g espresso i koppen, 25 til 30 sekunder ved 93 °C.',
    },
    {
      de: 'Lassen Sie die Bohnen nach dem Öffnen ein paar Tage ruhen – dann wird die Crema feiner und der Geschmack runder.',
      en: 'Let the beans rest for a few days after opening – the crema gets finer and the taste rounder.',
      da: 'Lad bønnerne hvile et par dage efter åbning – så bliver cremaen finere og smagen rundere.',
    },
  ],
  filter: [
    {
      de: 'Für den Handfilter empfehlen wir 60 g Kaffee pro Liter Wasser bei 94 °C und eine mittelfeine Mahlung.',
      en: 'For pour-over we recommend 60 g of coffee per litre of water at 94 °C and a medium-fine grind.',
      da: 'Til håndfilter anbefaler vi 60 g kaffe pr. liter vand ved 94 °C og en mellemfin formaling.',
    },
    {
      de: 'Besonders klar schmeckt dieser Kaffee mit weichem, gefiltertem Wasser und einer kurzen Blooming-Phase von 30 Sekunden.',
      en: 'This coffee tastes particularly clean with soft, filtered water and a short 30-second bloom.',
      da: 'Kaffen smager særligt klart med blødt, filtreret vand og en kort blooming på 30 sekunder.',
    },
  ],
  omni: [
    {
      de: 'Eine Röstung für alles: Im Siebträger süß und rund, im Handfilter lebendig und klar.',
      en: 'One roast for everything: sweet and round from a portafilter, lively and clean as pour-over.',
      da: 'Én ristning til det hele: sød og rund i portafilteret, livlig og klar i håndfiltret.',
    },
    {
      de: 'Probieren Sie ihn auch in der AeroPress: 15 g Kaffee, 230 g Wasser, zwei Minuten Ziehzeit.',
      en: 'Try it in an AeroPress too: 15 g of coffee, 230 g of water, two minutes of steeping.',
      da: 'Prøv den også i en AeroPress: 15 g kaffe, 230 g vand, to minutters trækketid.',
    },
  ],
  crema: [
    {
      de: 'Im Vollautomaten stellen Sie eine mittlere Mahlstufe und 120 bis 150 ml pro Tasse ein.',
      en: 'In a bean-to-cup machine, choose a medium grind setting and 120 to 150 ml per cup.',
      da: 'I en fuldautomat vælger du en mellem formaling og 120 til 150 ml pr. kop.',
    },
    {
      de: 'Wer es milder mag, wählt eine etwas gröbere Mahlung – die Crema bleibt trotzdem dicht.',
      en: 'If you like it milder, choose a slightly coarser grind – the crema stays dense all the same.',
      da: 'Foretrækker du den mildere, så vælg en lidt grovere formaling – cremaen forbliver tæt alligevel.',
    },
  ],
  decaf: [
    {
      de: 'Schonend entkoffeiniert mit Wasser und CO2 – ideal für den Espresso am Abend.',
      en: 'Gently decaffeinated with water and CO2 – ideal for an evening espresso.',
      da: 'Skånsomt gjort koffeinfri med vand og CO2 – perfekt til en espresso om aftenen.',
    },
    {
      de: 'Entkoffeinierte Bohnen sind etwas poröser: Mahlen Sie eine Spur feiner als gewohnt.',
      en: 'Decaffeinated beans are a little more porous: grind a touch finer than usual.',
      da: 'Koffeinfri bønner er lidt mere porøse: Mal en anelse finere end normalt.',
    },
  ],
};
