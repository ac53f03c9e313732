/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Conflict_CommentInputs */

const en_conflict_comment = /** @type {(inputs: Conflict_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comment: ${i?.value}`)
};

const de_conflict_comment = /** @type {(inputs: Conflict_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kommentar: ${i?.value}`)
};

const fr_conflict_comment = /** @type {(inputs: Conflict_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commentaire : ${i?.value}`)
};

const nl_conflict_comment = /** @type {(inputs: Conflict_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opmerking: ${i?.value}`)
};

const es_conflict_comment = /** @type {(inputs: Conflict_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comentario: ${i?.value}`)
};

const en_xa2_conflict_comment = /** @type {(inputs: Conflict_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çöɱɱéñţ: ${i?.value} one]`)
};

/**
* | output |
* | --- |
* | "Comment: {value}" |
*
* @param {Conflict_CommentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_comment = /** @type {((inputs: Conflict_CommentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_CommentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_conflict_comment(inputs)
	if (locale === "fr") return fr_conflict_comment(inputs)
	if (locale === "nl") return nl_conflict_comment(inputs)
	if (locale === "es") return es_conflict_comment(inputs)
	if (locale === "en-XA") return en_xa2_conflict_comment(inputs)
	return en_conflict_comment(inputs)
});