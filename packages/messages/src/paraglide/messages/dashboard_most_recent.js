/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Dashboard_Most_RecentInputs */

const en_dashboard_most_recent = /** @type {(inputs: Dashboard_Most_RecentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.shown} most recently changed of ${i?.total}.`)
};

const de_dashboard_most_recent = /** @type {(inputs: Dashboard_Most_RecentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die ${i?.shown} zuletzt geänderten von ${i?.total}.`)
};

const fr_dashboard_most_recent = /** @type {(inputs: Dashboard_Most_RecentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.shown} plus récemment modifiées sur ${i?.total}.`)
};

const nl_dashboard_most_recent = /** @type {(inputs: Dashboard_Most_RecentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.shown} laatst gewijzigde van ${i?.total}.`)
};

const es_dashboard_most_recent = /** @type {(inputs: Dashboard_Most_RecentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las ${i?.shown} modificadas más recientemente de ${i?.total}.`)
};

const en_xa2_dashboard_most_recent = /** @type {(inputs: Dashboard_Most_RecentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.shown} ɱöšţ ŕéçéñţļý çĥáñĝéð öƒ ${i?.total}. one two three]`)
};

/**
* | output |
* | --- |
* | "The {shown} most recently changed of {total}." |
*
* @param {Dashboard_Most_RecentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_most_recent = /** @type {((inputs: Dashboard_Most_RecentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Most_RecentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_most_recent(inputs)
	if (locale === "fr") return fr_dashboard_most_recent(inputs)
	if (locale === "nl") return nl_dashboard_most_recent(inputs)
	if (locale === "es") return es_dashboard_most_recent(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_most_recent(inputs)
	return en_dashboard_most_recent(inputs)
});