import { act, fireEvent, render, screen } from '@testing-library/react';
import { NO_FLAGS, RADIO_CHOICE_DELAY_MS } from '../../../domain/cloud';
import { RecommendationQuestions } from './RecommendationQuestions';

afterEach(() => jest.useRealTimers());

describe('RecommendationQuestions', () => {
  it('applies a Yes / No choice 150 ms after the click (seed 001 section 9)', () => {
    jest.useFakeTimers();
    const onChange = jest.fn();
    render(<RecommendationQuestions flags={NO_FLAGS} onChange={onChange} />);
    const question = screen.getByRole('radiogroup', { name: 'Is it a static site?' });
    const yes = question.querySelector('input[value="yes"]') as HTMLInputElement;
    fireEvent.click(yes);
    act(() => jest.advanceTimersByTime(RADIO_CHOICE_DELAY_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('staticSite', true);
  });
});
