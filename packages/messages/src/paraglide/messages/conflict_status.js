/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Conflict_StatusInputs */

const en_conflict_status = /** @type {(inputs: Conflict_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.value}`)
};

const de_conflict_status = /** @type {(inputs: Conflict_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.value}`)
};

const fr_conflict_status = /** @type {(inputs: Conflict_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Statut : ${i?.value}`)
};

const nl_conflict_status = /** @type {(inputs: Conflict_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.value}`)
};

const es_conflict_status = /** @type {(inputs: Conflict_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estado: ${i?.value}`)
};

const en_xa2_conflict_status = /** @type {(inputs: Conflict_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţáţüš: ${i?.value} on]`)
};

/**
* | output |
* | --- |
* | "Status: {value}" |
*
* @param {Conflict_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_status = /** @type {((inputs: Conflict_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_StatusInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_conflict_status(inputs)
	if (locale === "fr") return fr_conflict_status(inputs)
	if (locale === "nl") return nl_conflict_status(inputs)
	if (locale === "es") return es_conflict_status(inputs)
	if (locale === "en-XA") return en_xa2_conflict_status(inputs)
	return en_conflict_status(inputs)
});