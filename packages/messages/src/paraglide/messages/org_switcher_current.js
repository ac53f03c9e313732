/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Switcher_CurrentInputs */

const en_org_switcher_current = /** @type {(inputs: Org_Switcher_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current organisation:`)
};

const de_org_switcher_current = /** @type {(inputs: Org_Switcher_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktuelle Organisation:`)
};

const fr_org_switcher_current = /** @type {(inputs: Org_Switcher_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation actuelle :`)
};

const nl_org_switcher_current = /** @type {(inputs: Org_Switcher_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huidige organisatie:`)
};

const es_org_switcher_current = /** @type {(inputs: Org_Switcher_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organización actual:`)
};

const en_xa2_org_switcher_current = /** @type {(inputs: Org_Switcher_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çüŕŕéñţ öŕĝáñíšáţíöñ: one ]`)
};

/**
* | output |
* | --- |
* | "Current organisation:" |
*
* @param {Org_Switcher_CurrentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_switcher_current = /** @type {((inputs?: Org_Switcher_CurrentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Switcher_CurrentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_switcher_current(inputs)
	if (locale === "fr") return fr_org_switcher_current(inputs)
	if (locale === "nl") return nl_org_switcher_current(inputs)
	if (locale === "es") return es_org_switcher_current(inputs)
	if (locale === "en-XA") return en_xa2_org_switcher_current(inputs)
	return en_org_switcher_current(inputs)
});