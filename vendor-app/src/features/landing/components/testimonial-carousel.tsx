import { TESTIMONIAL_ROTATION_MS } from '@partyeasy/shared-domain';
import { Panel, Paragraph } from '@partyeasy/shared-ui/components/prose';
import { brandColors } from '@partyeasy/shared-ui/theme';
import { Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { TESTIMONIALS } from '../model/content';

/** Whether the visitor asks for reduced motion; no (the first testimonial) when drawn at build time. */
function prefersReducedMotion(): boolean {
  return globalThis.window?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Rotates every 6000 ms; pauses while hovered or focused and when the visitor prefers reduced motion. */
export function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const paused = hovered || focused || reducedMotion;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % TESTIMONIALS.length),
      TESTIMONIAL_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Testimonials"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <Panel>
        {/* Every quote sits in the same grid cell, so the panel is as tall as the longest one and a rotation
            moves nothing below it (no layout shift). */}
        <div aria-live={paused ? 'polite' : 'off'} style={{ display: 'grid' }}>
          {TESTIMONIALS.map((testimonial, i) => (
            <figure
              key={testimonial.name}
              aria-hidden={i !== index}
              style={{ gridArea: '1 / 1', margin: 0, visibility: i === index ? 'visible' : 'hidden' }}
            >
              <blockquote style={{ margin: 0 }}>
                <Paragraph style={{ fontSize: 18 }}>“{testimonial.quote}”</Paragraph>
              </blockquote>
              <figcaption>
                <strong style={{ fontWeight: 600 }}>{testimonial.name}</strong>{' '}
                <span style={{ color: brandColors.textSecondary }}>{testimonial.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
        <Flex gap={8} justify="center" style={{ marginTop: 16 }}>
          {TESTIMONIALS.map((item, i) => (
            <Button
              key={item.name}
              size="small"
              shape="circle"
              type={i === index ? 'primary' : 'default'}
              aria-label={`Show testimonial ${i + 1}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            >
              {i + 1}
            </Button>
          ))}
        </Flex>
      </Panel>
    </section>
  );
}
