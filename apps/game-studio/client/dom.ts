type Child = Node | string | null | undefined | false
type Attributes = Record<string, string | number | boolean | undefined>

/** Makes an element with attributes (a false or undefined one is left out) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  setAttributes(element, attributes)
  element.append(...children.filter((child): child is Node | string => Boolean(child)))
  return element
}

const SVG = 'http://www.w3.org/2000/svg'

/** Makes an SVG element with attributes and children. */
export function s(tag: string, attributes: Attributes = {}, ...children: (Node | string)[]): SVGElement {
  const element = document.createElementNS(SVG, tag)
  setAttributes(element, attributes)
  element.append(...children)
  return element
}

function setAttributes(element: Element, attributes: Attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue
    element.setAttribute(name, value === true ? '' : String(value))
  }
}
