import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SisterLinks } from '../sister-links';

describe('SisterLinks', () => {
  it('opens each configured platform in a new tab, saying it leaves Steady', () => {
    render(
      <SisterLinks
        platforms={[
          { name: 'Alpha', description: 'Peer meetings', url: 'https://alpha.example' },
          { name: 'Beta', description: 'Sober living', url: 'https://beta.example' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://alpha.example', 'https://beta.example']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Alpha.*leaving Steady/ })).toBeInTheDocument();
  });

  it('shows nothing when none are configured, and never a link that is not https', () => {
    const { container } = render(<SisterLinks platforms={[{ name: 'Bad', description: 'x', url: 'javascript:alert(1)' }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
