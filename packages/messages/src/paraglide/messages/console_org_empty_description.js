/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Empty_DescriptionInputs */

const en_console_org_empty_description = /** @type {(inputs: Console_Org_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisations appear here when people sign up.`)
};

const de_console_org_empty_description = /** @type {(inputs: Console_Org_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisationen erscheinen hier, sobald sich Menschen registrieren.`)
};

const fr_console_org_empty_description = /** @type {(inputs: Console_Org_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les organisations apparaissent ici lorsque des personnes s’inscrivent.`)
};

const nl_console_org_empty_description = /** @type {(inputs: Console_Org_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisaties verschijnen hier zodra mensen zich aanmelden.`)
};

const es_console_org_empty_description = /** @type {(inputs: Console_Org_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las organizaciones aparecen aquí cuando alguien se registra.`)
};

const en_xa2_console_org_empty_description = /** @type {(inputs: Console_Org_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŕĝáñíšáţíöñš áþþéáŕ ĥéŕé ŵĥéñ þéöþļé šíĝñ üþ. one two three]`)
};

/**
* | output |
* | --- |
* | "Organisations appear here when people sign up." |
*
* @param {Console_Org_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_empty_description = /** @type {((inputs?: Console_Org_Empty_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Empty_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_empty_description(inputs)
	if (locale === "fr") return fr_console_org_empty_description(inputs)
	if (locale === "nl") return nl_console_org_empty_description(inputs)
	if (locale === "es") return es_console_org_empty_description(inputs)
	if (locale === "en-XA") return en_xa2_console_org_empty_description(inputs)
	return en_console_org_empty_description(inputs)
});