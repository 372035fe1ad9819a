// A page the server drew (the speakers, issue 26) is under a CSP that refuses inline style
// attributes, and hydration does not set them again: the avatar's size and colour are classes.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from '../../../../src/ui/avatar.tsx';

describe('avatar markup', () => {
  it('draws initials and a picture with no style attribute, sized and coloured by class', () => {
    const initials = renderToStaticMarkup(<Avatar src={null} name="Ana Silva" size={96} />);
    const picture = renderToStaticMarkup(<Avatar src="/a.png" name="Ana Silva" size={36} />);
    for (const html of [initials, picture]) expect(html).not.toMatch(/style=/);
    expect(initials).toMatch(/class="[^"]*size96[^"]*hue\d/);
    expect(initials).toContain('>AS<');
    expect(picture).toMatch(/class="[^"]*size36/);
    expect(picture).toMatch(/width="36" height="36"/);
  });

  it('gives one name the same colour class on every draw, another name maybe another', () => {
    const hue = (name: string) =>
      /hue(\d)/.exec(renderToStaticMarkup(<Avatar src={null} name={name} />))?.[1];
    expect(hue('Ana Silva')).toBe(hue('Ana Silva'));
    const hues = new Set(['Ana', 'Bruno', 'Carla', 'Duarte', 'Eva', 'Filipe', 'Gil', 'Helena'].map(hue));
    expect(hues.size).toBeGreaterThan(1);
  });
});
