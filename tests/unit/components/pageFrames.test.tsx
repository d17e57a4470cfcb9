import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { IconCardList } from '@/components/IconCard';
import { PageSection } from '@/components/PageSection';
import { headingWords, SectionHeading } from '@/components/SectionHeading';

const words = (key: string) => `«${key}»`;

describe('PageSection', () => {
  it('puts the title in the h1, then the subtitle, the actions and the intro', () => {
    render(
      <PageSection
        title="Meu Prontuário"
        subtitle="Cartão nº ABC-123-XYZ"
        intro="Preencha o que quiser."
        actions={<button type="button">Imprimir</button>}
      >
        <p>conteúdo</p>
      </PageSection>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Meu Prontuário' });
    expect(heading).not.toHaveAttribute('tabindex');
    const text = document.body.textContent ?? '';
    const order = ['Meu Prontuário', 'Cartão nº', 'Imprimir', 'Preencha', 'conteúdo'];
    expect(order.map((part) => text.indexOf(part))).toEqual(
      order.map((part) => text.indexOf(part)).sort((a, b) => a - b),
    );
  });

  it('lets the page move the focus to its heading when it asks to', () => {
    const heading = createRef<HTMLHeadingElement>();
    render(<PageSection title="Meus cartões" headingRef={heading} />);
    heading.current?.focus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});

describe('IconCardList', () => {
  const items = [
    { key: 'fill', icon: 'clipboard' },
    { key: 'carry', icon: 'qr' },
  ] as const;

  it('is a list of h3 cards whose words sit under one key', () => {
    render(
      <IconCardList
        items={items}
        words="home.trust.items"
        t={words}
        look="outlined"
        className=""
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['«home.trust.items.fill.title»', '«home.trust.items.carry.title»']);
    expect(within(list).getByText('«home.trust.items.carry.text»')).toBeInTheDocument();
  });

  it('numbered, is an ordered list of steps whose titles are h4', () => {
    render(
      <IconCardList numbered items={items} words="steps" t={words} look="onTint" className="" />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('heading', { level: 4 })).toHaveLength(2);
    expect(within(list).getByText('2')).toBeInTheDocument();
  });
});

describe('SectionHeading', () => {
  it("takes a section's eyebrow, title and lead from one key", () => {
    render(<SectionHeading id="about-how" {...headingWords(words, 'about.how')} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('«about.how.title»');
    expect(screen.getByText('«about.how.eyebrow»')).toBeInTheDocument();
    expect(screen.getByText('«about.how.lead»')).toBeInTheDocument();
  });
});
