/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_EmptyInputs */

const en_activity_empty = /** @type {(inputs: Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recorded yet`)
};

const de_activity_empty = /** @type {(inputs: Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts aufgezeichnet`)
};

const fr_activity_empty = /** @type {(inputs: Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien d’enregistré pour l’instant`)
};

const nl_activity_empty = /** @type {(inputs: Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog niets vastgelegd`)
};

const es_activity_empty = /** @type {(inputs: Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay nada registrado`)
};

const en_xa2_activity_empty = /** @type {(inputs: Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţĥíñĝ ŕéçöŕðéð ýéţ one ]`)
};

/**
* | output |
* | --- |
* | "Nothing recorded yet" |
*
* @param {Activity_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_empty = /** @type {((inputs?: Activity_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_empty(inputs)
	if (locale === "fr") return fr_activity_empty(inputs)
	if (locale === "nl") return nl_activity_empty(inputs)
	if (locale === "es") return es_activity_empty(inputs)
	if (locale === "en-XA") return en_xa2_activity_empty(inputs)
	return en_activity_empty(inputs)
});