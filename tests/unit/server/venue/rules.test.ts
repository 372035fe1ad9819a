import { describe, expect, it } from 'vitest';
import { placeOnPlan, readPlanBox } from '../../../../server/venue/rules.ts';

describe('readPlanBox', () => {
  it('reads the root viewBox, with spaces or commas, decimals and negative corners', () => {
    expect(readPlanBox('<svg viewBox="0 0 1000 800">')).toEqual({
      minX: 0,
      minY: 0,
      width: 1000,
      height: 800,
    });
    expect(readPlanBox("<?xml version='1.0'?><svg\n  width='10cm' viewBox='-50,-20, 812.5 600'>")).toEqual({
      minX: -50,
      minY: -20,
      width: 812.5,
      height: 600,
    });
  });

  it('falls back to plain width and height (px or unitless) when there is no viewBox', () => {
    expect(readPlanBox('<svg xmlns="http://www.w3.org/2000/svg" width="640px" height="480">')).toEqual({
      minX: 0,
      minY: 0,
      width: 640,
      height: 480,
    });
  });

  it('answers null when no usable size is stated', () => {
    expect(readPlanBox('<svg width="100%" height="100%">')).toBeNull();
    expect(readPlanBox('<svg viewBox="0 0 0 10">')).toBeNull();
    expect(readPlanBox('<svg viewBox="0 0 -5 10">')).toBeNull();
    expect(readPlanBox('<html>not a plan</html>')).toBeNull();
  });

  it('reads only the root element, not a nested one', () => {
    expect(readPlanBox('<svg width="10" height="20"><svg viewBox="0 0 99 99"/></svg>')).toEqual({
      minX: 0,
      minY: 0,
      width: 10,
      height: 20,
    });
  });
});

describe('placeOnPlan', () => {
  it("measures a booth from the plan's top-left corner", () => {
    expect(placeOnPlan({ x: 100, y: 80 }, { minX: -50, minY: 20, width: 800, height: 600 })).toEqual({
      x: 150,
      y: 60,
    });
  });
});
