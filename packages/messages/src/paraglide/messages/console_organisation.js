/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_OrganisationInputs */

const en_console_organisation = /** @type {(inputs: Console_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation`)
};

const de_console_organisation = /** @type {(inputs: Console_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation`)
};

const fr_console_organisation = /** @type {(inputs: Console_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation`)
};

const nl_console_organisation = /** @type {(inputs: Console_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisatie`)
};

const es_console_organisation = /** @type {(inputs: Console_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organización`)
};

const en_xa2_console_organisation = /** @type {(inputs: Console_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŕĝáñíšáţíöñ o]`)
};

/**
* | output |
* | --- |
* | "Organisation" |
*
* @param {Console_OrganisationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_organisation = /** @type {((inputs?: Console_OrganisationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_OrganisationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_organisation(inputs)
	if (locale === "fr") return fr_console_organisation(inputs)
	if (locale === "nl") return nl_console_organisation(inputs)
	if (locale === "es") return es_console_organisation(inputs)
	if (locale === "en-XA") return en_xa2_console_organisation(inputs)
	return en_console_organisation(inputs)
});