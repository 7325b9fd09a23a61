import {
  HOW_IT_WORKS_HIGHLIGHT_MS,
  STEP_REVEAL_STAGGER_MS,
  STEP_REVEAL_VISIBLE_FRACTION,
} from '@partyeasy/shared-domain';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { useRef } from 'react';
import { useCycle } from '../hooks/use-cycle';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useRevealed } from '../hooks/use-revealed';

const STEPS = [
  {
    title: 'Browse Vendors',
    points: ['Verified professionals', 'Real reviews', 'Instant availability'],
  },
  {
    title: 'Pick Your Favorites',
    points: ['Real-time availability', 'Transparent pricing', 'Portfolio previews'],
  },
  {
    title: 'Book Instantly',
    points: ['One-click booking', 'Instant confirmation', 'Secure payments'],
  },
] as const;

/**
 * The three steps. They fade in one after another (300 ms apart) once 20% of the section is visible, and
 * the highlighted step moves on every 4 s. With reduced motion they are simply there and nothing cycles.
 */
export function HowItWorks() {
  const reducedMotion = useReducedMotion();
  const sectionRef = useRef<HTMLElement>(null);
  const revealed = useRevealed(sectionRef, STEP_REVEAL_VISIBLE_FRACTION, reducedMotion);
  const highlighted = useCycle(STEPS.length, HOW_IT_WORKS_HIGHLIGHT_MS, revealed && !reducedMotion);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="how-it-works-title"
      style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 16px 16px' }}
    >
      <h2 id="how-it-works-title" style={{ textAlign: 'center', fontSize: 32, margin: '0 0 24px' }}>
        How It Works
      </h2>
      <ol
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
        }}
      >
        {STEPS.map((step, index) => {
          const active = !reducedMotion && index === highlighted;
          return (
            <li
              key={step.title}
              data-revealed={revealed}
              aria-current={active ? 'step' : undefined}
              style={{
                padding: 24,
                borderRadius: radii.lg,
                background: '#fff',
                border: `2px solid ${active ? brandColors.primary : brandColors.border}`,
                boxShadow: active ? '0 8px 24px rgba(194, 65, 12, 0.15)' : 'none',
                opacity: revealed ? 1 : 0,
                transform: revealed ? 'none' : 'translateY(16px)',
                transition: reducedMotion
                  ? 'none'
                  : `opacity 500ms ease ${index * STEP_REVEAL_STAGGER_MS}ms, transform 500ms ease ${index * STEP_REVEAL_STAGGER_MS}ms, border-color 300ms, box-shadow 300ms`,
              }}
            >
              <div
                aria-hidden="true"
                style={{
                  width: 40,
                  height: 40,
                  borderRadius: radii.pill,
                  display: 'grid',
                  placeItems: 'center',
                  background: active ? brandColors.primary : '#ffe4d4',
                  color: active ? '#fff' : brandColors.primaryActive,
                  fontWeight: 700,
                  marginBottom: 12,
                }}
              >
                {index + 1}
              </div>
              <h3 style={{ margin: '0 0 8px', fontSize: 20 }}>{step.title}</h3>
              <ul style={{ margin: 0, paddingInlineStart: 20, color: brandColors.textSecondary }}>
                {step.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
