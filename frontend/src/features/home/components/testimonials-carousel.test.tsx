import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { Testimonial } from '@/types/api';
import { TestimonialsCarousel } from './testimonials-carousel';

const person = (id: number, quote: string, name: string): Testimonial => ({
  id,
  quote,
  name,
  title: 'Attendee 2024',
  image: `/images/testimonials/${id}.svg`,
  linkedInUrl: `https://www.linkedin.com/posts/attendee-${id}`,
});

const testimonials: Testimonial[] = [
  person(1, 'The best mix of research, industry and policy.', 'Elena Novak'),
  person(2, 'I left with three new partners for our speech project.', 'Markus Huber'),
  person(3, 'The audience asked the right questions.', 'Sofia Marques'),
  person(4, 'Exactly what our procurement team needed to see.', 'Jan Kowalski'),
  person(5, 'Two days that set our roadmap for the year.', 'Claire Dubois'),
];

const carousel = () => screen.getByRole('region', { name: 'Testimonials' });
/** The slide in view: the others are hidden from the accessibility tree. */
const currentSlide = () => within(carousel()).getByRole('group');
const quoteShown = () => currentSlide().querySelector('blockquote')?.textContent;
const runFor = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// Events are fired directly: user-event waits on timers of its own, which the fake clock would hold.
const click = (button: HTMLElement) => fireEvent.click(button);
const press = (key: 'ArrowLeft' | 'ArrowRight') => fireEvent.keyDown(carousel(), { key });
const renderCarousel = () => renderWithApp(<TestimonialsCarousel testimonials={testimonials} />);

describe('The testimonials carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  it('moves with the arrows, the dots and the Left/Right keys, wraps at both ends and ignores a move within 500 ms of the last', async () => {
    renderCarousel();
    const next = within(carousel()).getByRole('button', { name: 'Next testimonial' });
    const previous = within(carousel()).getByRole('button', { name: 'Previous testimonial' });
    expect(quoteShown()).toBe(testimonials[0].quote);
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');

    click(previous);
    expect(quoteShown()).toBe(testimonials[4].quote); // wraps backwards
    click(next); // within 500 ms of the last move: ignored
    expect(quoteShown()).toBe(testimonials[4].quote);
    await runFor(500);
    click(next);
    expect(quoteShown()).toBe(testimonials[0].quote); // wraps forwards
    await runFor(500);

    const third = within(carousel()).getByRole('button', { name: 'Show testimonial 3' });
    click(third);
    expect(quoteShown()).toBe(testimonials[2].quote);
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(within(carousel()).getByRole('button', { name: 'Show testimonial 1' }).hasAttribute('aria-current')).toBe(false);
    await runFor(500);
    press('ArrowRight');
    expect(quoteShown()).toBe(testimonials[3].quote);
    await runFor(500);
    press('ArrowLeft');
    expect(quoteShown()).toBe(testimonials[2].quote);
  });

  it("links the quote in view to its author's post in a new tab, and keeps slides out of view unreachable", () => {
    renderCarousel();

    const link = within(currentSlide()).getByRole('link', { name: testimonials[0].quote });
    expect(link.getAttribute('href')).toBe(testimonials[0].linkedInUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    const others = within(carousel())
      .getAllByTestId('testimonial-slide')
      .filter((slide) => slide.dataset.current === 'false');
    expect(others).toHaveLength(4);
    for (const slide of others) expect(slide.getAttribute('inert')).toBe('');
  });

  it('advances every 8 seconds and wraps around, and holds while the visitor points at it', async () => {
    renderCarousel();

    await runFor(7_900);
    expect(quoteShown()).toBe(testimonials[0].quote);
    await runFor(100);
    expect(quoteShown()).toBe(testimonials[1].quote);
    for (const i of [2, 3, 4, 0]) {
      await runFor(8_000);
      expect(quoteShown()).toBe(testimonials[i].quote);
    }

    // Pointing at the carousel holds it; leaving starts a fresh 8 s period.
    fireEvent.mouseEnter(carousel());
    await runFor(20_000);
    expect(quoteShown()).toBe(testimonials[0].quote);
    fireEvent.mouseLeave(carousel());
    await runFor(7_900);
    expect(quoteShown()).toBe(testimonials[0].quote);
    await runFor(100);
    expect(quoteShown()).toBe(testimonials[1].quote);
  });

  it('stays still when the system asks for reduced motion, until the visitor starts the rotation', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    try {
      renderCarousel();
      await runFor(20_000);
      expect(quoteShown()).toBe(testimonials[0].quote);

      click(within(carousel()).getByRole('button', { name: 'Start automatic rotation' }));
      await runFor(8_000);
      expect(quoteShown()).toBe(testimonials[1].quote);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
