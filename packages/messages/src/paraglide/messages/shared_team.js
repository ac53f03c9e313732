/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_TeamInputs */

const en_shared_team = /** @type {(inputs: Shared_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team`)
};

const de_shared_team = /** @type {(inputs: Shared_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team`)
};

const fr_shared_team = /** @type {(inputs: Shared_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipe`)
};

const nl_shared_team = /** @type {(inputs: Shared_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team`)
};

const es_shared_team = /** @type {(inputs: Shared_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipo`)
};

const en_xa2_shared_team = /** @type {(inputs: Shared_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéáɱ ]`)
};

/**
* | output |
* | --- |
* | "Team" |
*
* @param {Shared_TeamInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_team = /** @type {((inputs?: Shared_TeamInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_TeamInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_team(inputs)
	if (locale === "fr") return fr_shared_team(inputs)
	if (locale === "nl") return nl_shared_team(inputs)
	if (locale === "es") return es_shared_team(inputs)
	if (locale === "en-XA") return en_xa2_shared_team(inputs)
	return en_shared_team(inputs)
});