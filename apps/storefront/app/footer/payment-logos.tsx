import type { ReactNode } from 'react';
import classes from './footer.module.css';

type Logo = { name: string; background: string; art: ReactNode };

const font = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 700 } as const;
const word = (text: string, fill: string, size = 11, extra: object = {}) => (
  <text x="30" y="24" textAnchor="middle" fontSize={size} fill={fill} {...font} {...extra}>
    {text}
  </text>
);

/**
 * Nine payment methods (spec section 2: a wallet, card networks, an instalment provider, mobile wallets and
 * regional methods), drawn here as simple badges: no third-party requests, a few hundred bytes each.
 */
const logos: Logo[] = [
  {
    name: 'PayPal',
    background: '#fff',
    art: (
      <text x="30" y="24" textAnchor="middle" fontSize="12" {...font} fontStyle="italic">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#0079c1">Pal</tspan>
      </text>
    ),
  },
  { name: 'Visa', background: '#fff', art: word('VISA', '#1a1f71', 14, { fontStyle: 'italic' }) },
  {
    name: 'Mastercard',
    background: '#fff',
    art: (
      <>
        <circle cx="24" cy="20" r="10" fill="#eb001b" />
        <circle cx="36" cy="20" r="10" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  { name: 'American Express', background: '#1f72cd', art: word('AMEX', '#fff', 13) },
  { name: 'Klarna', background: '#ffb3c7', art: word('Klarna.', '#0b051d', 12) },
  {
    name: 'Apple Pay',
    background: '#000',
    art: (
      <>
        <path
          d="M17 15c1-1.6 2.6-1.6 3.2-1.6-.2 1.3-1 2.4-2.3 2.4zm3.6 2.4c-1.4-.1-2 .7-2.8.7s-1.5-.7-2.6-.6c-1.5 0-3 1.4-3 3.9 0 2.7 1.8 5.6 3.1 5.6.8 0 1.1-.5 2.2-.5s1.3.5 2.2.5c1 0 2-1.6 2.4-2.8-1.6-.7-1.8-3.3-.1-4.2-.4-.8-1.3-2.6-1.4-2.6z"
          fill="#fff"
        />
        <text x="38" y="25" textAnchor="middle" fontSize="12" fill="#fff" {...font}>
          Pay
        </text>
      </>
    ),
  },
  {
    name: 'Google Pay',
    background: '#fff',
    art: (
      <text x="30" y="24" textAnchor="middle" fontSize="12" {...font}>
        <tspan fill="#4285f4">G</tspan>
        <tspan fill="#3c4043"> Pay</tspan>
      </text>
    ),
  },
  { name: 'MobilePay', background: '#5a78ff', art: word('MobilePay', '#fff', 9) },
  { name: 'SEPA-Lastschrift', background: '#fff', art: word('SEPA', '#10298e', 13) },
];

export function PaymentLogos() {
  return (
    <ul className={classes.payments}>
      {logos.map((logo) => (
        <li key={logo.name}>
          <svg viewBox="0 0 60 38" width="60" height="38" role="img" aria-label={logo.name}>
            <rect x="0.5" y="0.5" width="59" height="37" rx="5" fill={logo.background} stroke="#d0d0d0" />
            {logo.art}
          </svg>
        </li>
      ))}
    </ul>
  );
}
