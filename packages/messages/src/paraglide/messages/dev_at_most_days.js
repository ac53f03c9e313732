/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Dev_At_Most_DaysInputs */

const en_dev_at_most_days = /** @type {(inputs: Dev_At_Most_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.days} days from today`)
};

const de_dev_at_most_days = /** @type {(inputs: Dev_At_Most_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.days} Tage ab heute`)
};

const fr_dev_at_most_days = /** @type {(inputs: Dev_At_Most_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au plus ${i?.days} jours à partir d’aujourd’hui`)
};

const nl_dev_at_most_days = /** @type {(inputs: Dev_At_Most_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoogstens ${i?.days} dagen vanaf vandaag`)
};

const es_dev_at_most_days = /** @type {(inputs: Dev_At_Most_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.days} días desde hoy`)
};

const en_xa2_dev_at_most_days = /** @type {(inputs: Dev_At_Most_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åţ ɱöšţ ${i?.days} ðáýš ƒŕöɱ ţöðáý one two ]`)
};

/**
* | output |
* | --- |
* | "At most {days} days from today" |
*
* @param {Dev_At_Most_DaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_at_most_days = /** @type {((inputs: Dev_At_Most_DaysInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_At_Most_DaysInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_at_most_days(inputs)
	if (locale === "fr") return fr_dev_at_most_days(inputs)
	if (locale === "nl") return nl_dev_at_most_days(inputs)
	if (locale === "es") return es_dev_at_most_days(inputs)
	if (locale === "en-XA") return en_xa2_dev_at_most_days(inputs)
	return en_dev_at_most_days(inputs)
});