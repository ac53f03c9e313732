/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown>, name: NonNullable<unknown> }} Conflict_TitleInputs */

const en_conflict_title = /** @type {(inputs: Conflict_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} was changed by ${i?.name}`)
};

const de_conflict_title = /** @type {(inputs: Conflict_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} wurde von ${i?.name} geändert`)
};

const fr_conflict_title = /** @type {(inputs: Conflict_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} a été modifié par ${i?.name}`)
};

const nl_conflict_title = /** @type {(inputs: Conflict_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} is gewijzigd door ${i?.name}`)
};

const es_conflict_title = /** @type {(inputs: Conflict_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cambió ${i?.ref}`)
};

const en_xa2_conflict_title = /** @type {(inputs: Conflict_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.ref} ŵáš çĥáñĝéð ƀý ${i?.name} one tw]`)
};

/**
* | output |
* | --- |
* | "{ref} was changed by {name}" |
*
* @param {Conflict_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_title = /** @type {((inputs: Conflict_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_conflict_title(inputs)
	if (locale === "fr") return fr_conflict_title(inputs)
	if (locale === "nl") return nl_conflict_title(inputs)
	if (locale === "es") return es_conflict_title(inputs)
	if (locale === "en-XA") return en_xa2_conflict_title(inputs)
	return en_conflict_title(inputs)
});