import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProjectCard } from './ProjectCard';

describe('ProjectCard', () => {
  it('is its rows and its action, no wrapper boxes: few elements for a long list to build and lay out', () => {
    render(
      <MemoryRouter>
        <ProjectCard
          projectName="Aurora"
          fields={[
            { label: 'Agency', value: 'Acme' },
            { label: 'Status', value: 'Approved' },
          ]}
          action={{ text: 'View Project', to: '/viewProjectDetails/1', tone: 'approved' }}
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Aurora' });
    expect([...card.children].map((child) => child.tagName)).toEqual(['DL', 'A']);
    expect(card.querySelectorAll('*')).toHaveLength(1 + 3 * 2 + 1);
    expect(screen.getByRole('link', { name: 'View Project Aurora' })).toHaveAttribute('href', '/viewProjectDetails/1');
  });
});
