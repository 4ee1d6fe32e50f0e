import { render, screen } from '@testing-library/react';
import { FieldList } from './FieldList';

describe('FieldList', () => {
  it('renders each row as a term and its definition, values as text', () => {
    render(
      <FieldList
        rows={[
          { label: 'Project', value: '<b>Aurora</b>', valueId: 'name', strong: true },
          { label: 'Status', value: 'Approved' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Project', 'Status']);
    expect(definitions.map((definition) => definition.textContent)).toEqual(['<b>Aurora</b>', 'Approved']);
    expect(definitions[0]).toHaveAttribute('id', 'name');
    expect(definitions[0]).toHaveAttribute('data-strong');
    expect(definitions[1]).not.toHaveAttribute('data-strong');
    expect(document.querySelector('b')).toBeNull();
  });

  it('is plain elements styled by the static .FieldList rules: no style work per list or row', () => {
    const { container } = render(<FieldList variant="body2" rows={[{ label: 'A', value: '1' }, { label: 'B', value: '2' }]} />);
    const list = container.querySelector('dl');
    expect(list).toHaveAttribute('class', 'FieldList FieldList-body2');
    for (const cell of container.querySelectorAll('dt, dd')) expect(cell.getAttribute('class')).toBeNull();
  });

  it('builds a row as its term and definition alone: no wrapper element per row', () => {
    const { container } = render(<FieldList rows={[{ label: 'A', value: '1' }, { label: 'B', value: '2' }]} />);
    expect([...(container.querySelector('dl')?.children ?? [])].map((child) => child.tagName)).toEqual(['DT', 'DD', 'DT', 'DD']);
  });

  it('takes an sx of its own on the list alone', () => {
    const { container } = render(<FieldList rows={[{ label: 'A', value: '1' }]} sx={{ columnGap: 3 }} />);
    const list = container.querySelector('dl');
    expect(list?.className).toMatch(/^FieldList FieldList-body1 .*css-/);
    for (const cell of container.querySelectorAll('dt, dd')) expect(cell.getAttribute('class')).toBeNull();
  });
});
