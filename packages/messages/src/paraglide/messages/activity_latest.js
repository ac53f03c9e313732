/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Activity_LatestInputs */

const en_activity_latest = /** @type {(inputs: Activity_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The latest ${i?.count} changes to this assessment, newest first.`)
};

const de_activity_latest = /** @type {(inputs: Activity_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die letzten ${i?.count} Änderungen an dieser Bewertung, die neueste zuerst.`)
};

const fr_activity_latest = /** @type {(inputs: Activity_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.count} dernières modifications de cette évaluation, la plus récente en premier.`)
};

const nl_activity_latest = /** @type {(inputs: Activity_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De laatste ${i?.count} wijzigingen aan deze beoordeling, de nieuwste eerst.`)
};

const es_activity_latest = /** @type {(inputs: Activity_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los últimos ${i?.count} cambios de esta evaluación, el más reciente primero.`)
};

const en_xa2_activity_latest = /** @type {(inputs: Activity_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļáţéšţ ${i?.count} çĥáñĝéš ţö ţĥíš áššéššɱéñţ, ñéŵéšţ ƒíŕšţ. one two three four]`)
};

/**
* | output |
* | --- |
* | "The latest {count} changes to this assessment, newest first." |
*
* @param {Activity_LatestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_latest = /** @type {((inputs: Activity_LatestInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_LatestInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_latest(inputs)
	if (locale === "fr") return fr_activity_latest(inputs)
	if (locale === "nl") return nl_activity_latest(inputs)
	if (locale === "es") return es_activity_latest(inputs)
	if (locale === "en-XA") return en_xa2_activity_latest(inputs)
	return en_activity_latest(inputs)
});