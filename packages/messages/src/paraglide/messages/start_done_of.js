/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Start_Done_OfInputs */

const en_start_done_of = /** @type {(inputs: Start_Done_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.total} done`)
};

const de_start_done_of = /** @type {(inputs: Start_Done_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} von ${i?.total} erledigt`)
};

const fr_start_done_of = /** @type {(inputs: Start_Done_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} sur ${i?.total} effectuées`)
};

const nl_start_done_of = /** @type {(inputs: Start_Done_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} van ${i?.total} gedaan`)
};

const es_start_done_of = /** @type {(inputs: Start_Done_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} de ${i?.total} hechos`)
};

const en_xa2_start_done_of = /** @type {(inputs: Start_Done_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.done} öƒ ${i?.total} ðöñé one t]`)
};

/**
* | output |
* | --- |
* | "{done} of {total} done" |
*
* @param {Start_Done_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const start_done_of = /** @type {((inputs: Start_Done_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Start_Done_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_start_done_of(inputs)
	if (locale === "fr") return fr_start_done_of(inputs)
	if (locale === "nl") return nl_start_done_of(inputs)
	if (locale === "es") return es_start_done_of(inputs)
	if (locale === "en-XA") return en_xa2_start_done_of(inputs)
	return en_start_done_of(inputs)
});