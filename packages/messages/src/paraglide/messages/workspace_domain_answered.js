/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Workspace_Domain_AnsweredInputs */

const en_workspace_domain_answered = /** @type {(inputs: Workspace_Domain_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.done} of ${i?.total} answered`)
};

const de_workspace_domain_answered = /** @type {(inputs: Workspace_Domain_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.done} von ${i?.total} beantwortet`)
};

const fr_workspace_domain_answered = /** @type {(inputs: Workspace_Domain_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.done} sur ${i?.total} répondus`)
};

const nl_workspace_domain_answered = /** @type {(inputs: Workspace_Domain_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.done} van ${i?.total} beantwoord`)
};

const es_workspace_domain_answered = /** @type {(inputs: Workspace_Domain_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.done} de ${i?.total} respondidos`)
};

const en_xa2_workspace_domain_answered = /** @type {(inputs: Workspace_Domain_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[, ${i?.done} öƒ ${i?.total} áñšŵéŕéð one two]`)
};

/**
* | output |
* | --- |
* | ", {done} of {total} answered" |
*
* @param {Workspace_Domain_AnsweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_domain_answered = /** @type {((inputs: Workspace_Domain_AnsweredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Domain_AnsweredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_domain_answered(inputs)
	if (locale === "fr") return fr_workspace_domain_answered(inputs)
	if (locale === "nl") return nl_workspace_domain_answered(inputs)
	if (locale === "es") return es_workspace_domain_answered(inputs)
	if (locale === "en-XA") return en_xa2_workspace_domain_answered(inputs)
	return en_workspace_domain_answered(inputs)
});