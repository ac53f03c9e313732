/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_No_SuchInputs */

const en_console_org_no_such = /** @type {(inputs: Console_Org_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such organisation`)
};

const de_console_org_no_such = /** @type {(inputs: Console_Org_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine solche Organisation`)
};

const fr_console_org_no_such = /** @type {(inputs: Console_Org_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation introuvable`)
};

const nl_console_org_no_such = /** @type {(inputs: Console_Org_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen organisatie gevonden`)
};

const es_console_org_no_such = /** @type {(inputs: Console_Org_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe esa organización`)
};

const en_xa2_console_org_no_such = /** @type {(inputs: Console_Org_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö šüçĥ öŕĝáñíšáţíöñ one ]`)
};

/**
* | output |
* | --- |
* | "No such organisation" |
*
* @param {Console_Org_No_SuchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_no_such = /** @type {((inputs?: Console_Org_No_SuchInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_No_SuchInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_no_such(inputs)
	if (locale === "fr") return fr_console_org_no_such(inputs)
	if (locale === "nl") return nl_console_org_no_such(inputs)
	if (locale === "es") return es_console_org_no_such(inputs)
	if (locale === "en-XA") return en_xa2_console_org_no_such(inputs)
	return en_console_org_no_such(inputs)
});