/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Not_AskedInputs */

const en_console_support_not_asked = /** @type {(inputs: Console_Support_Not_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not asked for access to this organisation.`)
};

const de_console_support_not_asked = /** @type {(inputs: Console_Support_Not_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben keinen Zugang zu dieser Organisation angefragt.`)
};

const fr_console_support_not_asked = /** @type {(inputs: Console_Support_Not_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez pas demandé d’accès à cette organisation.`)
};

const nl_console_support_not_asked = /** @type {(inputs: Console_Support_Not_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U hebt geen toegang tot deze organisatie gevraagd.`)
};

const es_console_support_not_asked = /** @type {(inputs: Console_Support_Not_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No has solicitado acceso a esta organización.`)
};

const en_xa2_console_support_not_asked = /** @type {(inputs: Console_Support_Not_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü ĥáṽé ñöţ ášķéð ƒöŕ áççéšš ţö ţĥíš öŕĝáñíšáţíöñ. one two three f]`)
};

/**
* | output |
* | --- |
* | "You have not asked for access to this organisation." |
*
* @param {Console_Support_Not_AskedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_not_asked = /** @type {((inputs?: Console_Support_Not_AskedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Not_AskedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_not_asked(inputs)
	if (locale === "fr") return fr_console_support_not_asked(inputs)
	if (locale === "nl") return nl_console_support_not_asked(inputs)
	if (locale === "es") return es_console_support_not_asked(inputs)
	if (locale === "en-XA") return en_xa2_console_support_not_asked(inputs)
	return en_console_support_not_asked(inputs)
});