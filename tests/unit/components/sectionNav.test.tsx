import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionNav } from '@/components/SectionNav';

const sections = [
  { id: 'first', label: 'Primeira' },
  { id: 'second', label: 'Segunda' },
  { id: 'third', label: 'Terceira' },
];

/** Gives each section a box whose top the test sets, on a page of this height. */
function placeSections(tops: Record<string, number>, pageHeight = 5000) {
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(pageHeight);
  for (const { id, label } of sections) {
    const element = screen.getByRole('region', { name: label });
    vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() =>
      DOMRect.fromRect({ x: 0, y: tops[id], width: 600, height: 300 }),
    );
  }
}

function scrollTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function Page({ activeLine }: { activeLine?: number }) {
  return (
    <>
      <SectionNav look="pills" label="Seções" sections={sections} activeLine={activeLine} />
      {sections.map(({ id, label }) => (
        <section key={id} id={id} tabIndex={-1} aria-label={label} />
      ))}
    </>
  );
}

const link = (name: string) => screen.getByRole('link', { name });

afterEach(() => vi.restoreAllMocks());

describe('SectionNav', () => {
  it('marks the first section until another one’s top passes the middle of the viewport', async () => {
    render(<Page />);
    expect(link('Primeira')).toHaveAttribute('aria-current', 'location');
    const middle = window.innerHeight / 2;
    placeSections({ first: -400, second: middle + 1, third: middle + 400 });
    scrollTo(400);
    await waitFor(() => expect(link('Primeira')).toHaveAttribute('aria-current', 'location'));
    placeSections({ first: -500, second: middle, third: middle + 300 });
    scrollTo(500);
    await waitFor(() => expect(link('Segunda')).toHaveAttribute('aria-current', 'location'));
    expect(link('Primeira')).not.toHaveAttribute('aria-current');
  });

  it('takes its line from the page when given one', async () => {
    render(<Page activeLine={100} />);
    placeSections({ first: -400, second: 101, third: 400 });
    scrollTo(400);
    await waitFor(() => expect(link('Primeira')).toHaveAttribute('aria-current', 'location'));
    placeSections({ first: -400, second: 100, third: 400 });
    scrollTo(401);
    await waitFor(() => expect(link('Segunda')).toHaveAttribute('aria-current', 'location'));
  });

  it('marks the last section at the very bottom of the page, short as it may be', async () => {
    render(<Page />);
    const pageHeight = window.innerHeight + 900;
    placeSections({ first: -900, second: 0, third: window.innerHeight - 100 }, pageHeight);
    scrollTo(900);
    await waitFor(() => expect(link('Terceira')).toHaveAttribute('aria-current', 'location'));
  });

  it('marks a chosen section at once and moves the focus to it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(link('Terceira'));
    expect(link('Terceira')).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('region', { name: 'Terceira' })).toHaveFocus();
  });
});
