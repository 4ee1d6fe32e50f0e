import { act, fireEvent, render, screen } from '@testing-library/react';
import { RADIO_CHOICE_DELAY_MS } from '../../../domain/cloud';
import { RadioChoice } from './fields';

afterEach(() => jest.useRealTimers());

describe('RadioChoice (the code template)', () => {
  it('applies the chosen template 150 ms after the click (seed 001 section 9)', () => {
    jest.useFakeTimers();
    const onChange = jest.fn();
    const options = [
      { id: 1, name: 'React Starter Kit' },
      { id: 2, name: 'Static Site Starter' },
    ];
    render(<RadioChoice name="template" legend="Code Template" options={options} value={options[0]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Static Site Starter' }));
    act(() => jest.advanceTimersByTime(RADIO_CHOICE_DELAY_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith(options[1]);
  });
});
