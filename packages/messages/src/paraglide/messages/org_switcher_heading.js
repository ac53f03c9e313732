/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Switcher_HeadingInputs */

const en_org_switcher_heading = /** @type {(inputs: Org_Switcher_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisations`)
};

const de_org_switcher_heading = /** @type {(inputs: Org_Switcher_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisationen`)
};

const fr_org_switcher_heading = /** @type {(inputs: Org_Switcher_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos organisations`)
};

const nl_org_switcher_heading = /** @type {(inputs: Org_Switcher_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisaties`)
};

const es_org_switcher_heading = /** @type {(inputs: Org_Switcher_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus organizaciones`)
};

const en_xa2_org_switcher_heading = /** @type {(inputs: Org_Switcher_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñš one]`)
};

/**
* | output |
* | --- |
* | "Your organisations" |
*
* @param {Org_Switcher_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_switcher_heading = /** @type {((inputs?: Org_Switcher_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Switcher_HeadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_switcher_heading(inputs)
	if (locale === "fr") return fr_org_switcher_heading(inputs)
	if (locale === "nl") return nl_org_switcher_heading(inputs)
	if (locale === "es") return es_org_switcher_heading(inputs)
	if (locale === "en-XA") return en_xa2_org_switcher_heading(inputs)
	return en_org_switcher_heading(inputs)
});