import { describe, expect, it } from 'vitest';
import {
  nextDeadline,
  SEARCH_CLOSED,
  type SearchEvent,
  type SearchState,
  searchStep,
  searchUrl,
} from './search-timing.ts';

/** Runs events in order, collecting the URLs the flyout navigates to. */
function run(events: SearchEvent[], from: SearchState = SEARCH_CLOSED) {
  let state = from;
  const visits: string[] = [];
  for (const event of events) {
    const step = searchStep(state, event);
    state = step.state;
    if (step.navigate) visits.push(step.navigate);
  }
  return { state, visits };
}

describe('global search flyout', () => {
  it('updates the query 500 ms after typing stops', () => {
    const typed = run([
      { type: 'open' },
      { type: 'input', text: 'bir', now: 0 },
      { type: 'input', text: 'birthday', now: 300 },
    ]);
    expect(typed.state.query).toBe('');
    expect(nextDeadline(typed.state)).toBe(800);
    expect(run([{ type: 'tick', now: 799 }], typed.state).state.query).toBe('');
    expect(run([{ type: 'tick', now: 800 }], typed.state).state.query).toBe('birthday');
  });

  it('opens the search route by itself 2 s after typing stops', () => {
    const { state, visits } = run([
      { type: 'open' },
      { type: 'input', text: 'thank you', now: 1000 },
      { type: 'tick', now: 1500 },
      { type: 'tick', now: 2999 },
    ]);
    expect(visits).toEqual([]);
    expect(nextDeadline(state)).toBe(3000);
    const later = run([{ type: 'tick', now: 3000 }], state);
    expect(later.visits).toEqual(['/cards?query=thank%20you']);
    expect(nextDeadline(later.state)).toBeNull();
  });

  it('restarts both waits on every key stroke', () => {
    const { state, visits } = run([
      { type: 'open' },
      { type: 'input', text: 'mu', now: 0 },
      { type: 'tick', now: 500 },
      { type: 'input', text: 'mum', now: 1900 },
      { type: 'tick', now: 2000 },
    ]);
    expect(visits).toEqual([]);
    expect(state.query).toBe('mu');
    expect(nextDeadline(state)).toBe(2400);
    expect(run([{ type: 'tick', now: 3900 }], state).visits).toEqual(['/cards?query=mum']);
  });

  it('submits at once on Enter and closes', () => {
    const { state, visits } = run([
      { type: 'open' },
      { type: 'input', text: '  Dad  ', now: 0 },
      { type: 'submit' },
    ]);
    expect(visits).toEqual(['/cards?query=Dad']);
    expect(state.open).toBe(false);
    expect(nextDeadline(state)).toBeNull();
  });

  it('does not search for a blank box', () => {
    const { visits } = run([
      { type: 'open' },
      { type: 'input', text: '   ', now: 0 },
      { type: 'tick', now: 5000 },
      { type: 'submit' },
    ]);
    expect(visits).toEqual([]);
  });

  it('closes on Escape and forgets the pending search', () => {
    const { state, visits } = run([
      { type: 'open' },
      { type: 'input', text: 'love', now: 0 },
      { type: 'close' },
      { type: 'tick', now: 5000 },
    ]);
    expect(state.open).toBe(false);
    expect(visits).toEqual([]);
    expect(nextDeadline(state)).toBeNull();
  });
});

describe('searchUrl', () => {
  it('encodes the query for the search route', () => {
    expect(searchUrl('mother’s day & more')).toBe('/cards?query=mother%E2%80%99s%20day%20%26%20more');
    expect(searchUrl('')).toBeNull();
  });
});
