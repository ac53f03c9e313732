/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ control: NonNullable<unknown> }} Respondent_ConflictInputs */

const en_respondent_conflict = /** @type {(inputs: Respondent_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone else changed ${i?.control} while you were answering.`)
};

const de_respondent_conflict = /** @type {(inputs: Respondent_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand anderes hat ${i?.control} geändert, während Sie geantwortet haben.`)
};

const fr_respondent_conflict = /** @type {(inputs: Respondent_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un d’autre a modifié ${i?.control} pendant que vous répondiez.`)
};

const nl_respondent_conflict = /** @type {(inputs: Respondent_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iemand anders heeft ${i?.control} gewijzigd terwijl u antwoordde.`)
};

const es_respondent_conflict = /** @type {(inputs: Respondent_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Otra persona cambió ${i?.control} mientras usted respondía.`)
};

const en_xa2_respondent_conflict = /** @type {(inputs: Respondent_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šöɱéöñé éļšé çĥáñĝéð ${i?.control} ŵĥíļé ýöü ŵéŕé áñšŵéŕíñĝ. one two three fou]`)
};

/**
* | output |
* | --- |
* | "Someone else changed {control} while you were answering." |
*
* @param {Respondent_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_conflict = /** @type {((inputs: Respondent_ConflictInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_ConflictInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_conflict(inputs)
	if (locale === "fr") return fr_respondent_conflict(inputs)
	if (locale === "nl") return nl_respondent_conflict(inputs)
	if (locale === "es") return es_respondent_conflict(inputs)
	if (locale === "en-XA") return en_xa2_respondent_conflict(inputs)
	return en_respondent_conflict(inputs)
});