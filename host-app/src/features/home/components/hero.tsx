import { HERO_ROTATING_WORDS, HERO_WORD_ROTATION_MS } from '@partyeasy/shared-domain';
import { Link } from '@partyeasy/shared-ui/router';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { useState } from 'react';
import { useCycle } from '../hooks/use-cycle';
import { useReducedMotion } from '../hooks/use-reduced-motion';

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  padding: '12px 24px',
  borderRadius: radii.pill,
  fontSize: 16,
  fontWeight: 600,
  textDecoration: 'none',
} as const;

/** The home hero: badge, the headline with its rotating word, and the two ways in. */
export function Hero() {
  const reducedMotion = useReducedMotion();
  const wordIndex = useCycle(HERO_ROTATING_WORDS.length, HERO_WORD_ROTATION_MS, !reducedMotion);
  const word = HERO_ROTATING_WORDS[wordIndex];
  // The first word is part of the first paint (the static first screen's too): only the words that follow it
  // fade in, so the live page taking the static copy's place neither flickers nor paints a larger heading
  // that would count as a later largest contentful paint (docs/adr/0008-static-first-screens.md).
  const [rotated, setRotated] = useState(false);
  if (wordIndex !== 0 && !rotated) setRotated(true);

  return (
    <section
      aria-labelledby="hero-title"
      style={{
        padding: 'clamp(40px, 8vw, 96px) 16px',
        textAlign: 'center',
        background: `linear-gradient(180deg, #fff1e8 0%, ${brandColors.pageBackground} 100%)`,
      }}
    >
      <p
        style={{
          display: 'inline-block',
          margin: 0,
          padding: '6px 16px',
          borderRadius: radii.pill,
          background: '#ffe4d4',
          color: brandColors.primaryActive,
          fontWeight: 600,
          fontSize: 14,
        }}
      >
        The Ultimate Event Planning Platform
      </p>
      <h1
        id="hero-title"
        style={{
          margin: '20px auto 32px',
          maxWidth: 820,
          fontSize: 'clamp(32px, 7vw, 60px)',
          lineHeight: 1.1,
          color: brandColors.text,
        }}
      >
        Book your next{' '}
        <span
          key={word}
          data-testid="hero-word"
          className={rotated ? 'pe-hero-word' : undefined}
          style={{ color: brandColors.primary }}
        >
          {word}
        </span>{' '}
        in one click
      </h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 12 }}>
        <Link
          to="/"
          onClick={() =>
            document.getElementById('browse')?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth' })
          }
          style={{ ...buttonBase, background: brandColors.primary, color: '#fff' }}
        >
          I'm Planning a Party
        </Link>
        <Link
          to="/vendor-landingpage"
          style={{
            ...buttonBase,
            background: '#fff',
            color: brandColors.primary,
            border: `2px solid ${brandColors.primary}`,
          }}
        >
          I'm a Vendor
        </Link>
      </div>
      <style>{`
        @media (prefers-reduced-motion: no-preference) {
          .pe-hero-word { display: inline-block; animation: pe-hero-word-in 400ms ease-out; }
        }
        /* Room for the longest word's lines, so the rotating word never moves the page below it. */
        #hero-title { min-height: 3.3em; }
        @media (min-width: 768px) { #hero-title { min-height: 2.2em; } }
        @keyframes pe-hero-word-in { from { opacity: 0; transform: translateY(0.3em); } to { opacity: 1; transform: none; } }
      `}</style>
    </section>
  );
}
