/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Created_AtInputs */

const en_console_org_created_at = /** @type {(inputs: Console_Org_Created_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

const de_console_org_created_at = /** @type {(inputs: Console_Org_Created_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt`)
};

const fr_console_org_created_at = /** @type {(inputs: Console_Org_Created_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créée`)
};

const nl_console_org_created_at = /** @type {(inputs: Console_Org_Created_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aangemaakt`)
};

const es_console_org_created_at = /** @type {(inputs: Console_Org_Created_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creada`)
};

const en_xa2_console_org_created_at = /** @type {(inputs: Console_Org_Created_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð ]`)
};

/**
* | output |
* | --- |
* | "Created" |
*
* @param {Console_Org_Created_AtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_created_at = /** @type {((inputs?: Console_Org_Created_AtInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Created_AtInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_created_at(inputs)
	if (locale === "fr") return fr_console_org_created_at(inputs)
	if (locale === "nl") return nl_console_org_created_at(inputs)
	if (locale === "es") return es_console_org_created_at(inputs)
	if (locale === "en-XA") return en_xa2_console_org_created_at(inputs)
	return en_console_org_created_at(inputs)
});