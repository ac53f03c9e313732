/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_EmptyInputs */

const en_console_org_empty = /** @type {(inputs: Console_Org_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No organisations yet`)
};

const de_console_org_empty = /** @type {(inputs: Console_Org_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Organisationen`)
};

const fr_console_org_empty = /** @type {(inputs: Console_Org_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune organisation pour l’instant`)
};

const nl_console_org_empty = /** @type {(inputs: Console_Org_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen organisaties`)
};

const es_console_org_empty = /** @type {(inputs: Console_Org_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay organizaciones`)
};

const en_xa2_console_org_empty = /** @type {(inputs: Console_Org_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö öŕĝáñíšáţíöñš ýéţ one ]`)
};

/**
* | output |
* | --- |
* | "No organisations yet" |
*
* @param {Console_Org_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_empty = /** @type {((inputs?: Console_Org_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_empty(inputs)
	if (locale === "fr") return fr_console_org_empty(inputs)
	if (locale === "nl") return nl_console_org_empty(inputs)
	if (locale === "es") return es_console_org_empty(inputs)
	if (locale === "en-XA") return en_xa2_console_org_empty(inputs)
	return en_console_org_empty(inputs)
});