import { reactDOMUtils, type GatsbyReactDomUtils } from '../../../../src/shell/hydration/reactDomUtilsOnFirstRender';

describe("Gatsby's renderers, asked for when called (decision 0037)", () => {
  function gatsbyUtils(): { factory: jest.Mock<GatsbyReactDomUtils, []>; render: jest.Mock; hydrate: jest.Mock } {
    const render = jest.fn();
    const hydrate = jest.fn(() => 'root');
    return { factory: jest.fn(() => ({ render, hydrate })), render, hydrate };
  }

  test("making the renderers does not ask for Gatsby's (so React DOM is not required)", () => {
    const { factory } = gatsbyUtils();
    reactDOMUtils(factory);
    expect(factory).not.toHaveBeenCalled();
  });

  test("render and hydrate call Gatsby's with the same arguments, and hydrate returns what Gatsby's returns", () => {
    const { factory, render, hydrate } = gatsbyUtils();
    const utils = reactDOMUtils(factory);
    const element = document.createElement('div');
    const options = { onCaughtError: jest.fn() };
    utils.render('App', element, options);
    expect(render).toHaveBeenCalledWith('App', element, options);
    expect(utils.hydrate('App', element, options)).toBe('root');
    expect(hydrate).toHaveBeenCalledWith('App', element, options);
    expect(factory).toHaveBeenCalledTimes(2);
  });
});
