// Simple pattern masks: '#' a digit, 'A' a letter, '*' any character; anything else is a literal
// inserted as the user types (e.g. '####-##', '(###) ###-####', 'AA-####').

const tokens: Record<string, (char: string) => boolean> = {
  '#': (char) => /\d/.test(char),
  A: (char) => /\p{L}/u.test(char),
  '*': () => true,
};

function isToken(char: string): boolean {
  return char in tokens;
}

/**
 * Formats raw input against a mask. Characters that do not fit a slot are dropped; literals are
 * inserted up to the last typed character (so deleting a literal works as expected).
 */
export function applyMask(input: string, mask: string): string {
  let output = '';
  let index = 0;
  for (const slot of mask) {
    if (index >= input.length) break;
    const test = tokens[slot];
    if (test) {
      while (index < input.length && !test(input[index] ?? '')) index += 1;
      if (index >= input.length) break;
      output += input[index];
      index += 1;
    } else {
      output += slot;
      if (input[index] === slot) index += 1;
    }
  }
  return output;
}

/** The characters the user typed into the mask's slots, without literals ('1234-56' → '123456'). */
export function unmask(value: string, mask: string): string {
  let output = '';
  for (let i = 0; i < value.length && i < mask.length; i += 1) {
    if (isToken(mask[i] ?? '')) output += value[i];
  }
  return output;
}

/** Whether a masked value fills every slot of the mask. */
export function isMaskComplete(value: string, mask: string): boolean {
  return applyMask(value, mask).length === mask.length;
}
