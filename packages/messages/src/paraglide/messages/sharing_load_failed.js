/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Load_FailedInputs */

const en_sharing_load_failed = /** @type {(inputs: Sharing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared users could not be loaded`)
};

const de_sharing_load_failed = /** @type {(inputs: Sharing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geteilte Personen konnten nicht geladen werden`)
};

const fr_sharing_load_failed = /** @type {(inputs: Sharing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les personnes invitées`)
};

const nl_sharing_load_failed = /** @type {(inputs: Sharing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gedeelde gebruikers konden niet worden geladen`)
};

const es_sharing_load_failed = /** @type {(inputs: Sharing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los usuarios compartidos`)
};

const en_xa2_sharing_load_failed = /** @type {(inputs: Sharing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕéð üšéŕš çöüļð ñöţ ƀé ļöáðéð one two ]`)
};

/**
* | output |
* | --- |
* | "Shared users could not be loaded" |
*
* @param {Sharing_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_load_failed = /** @type {((inputs?: Sharing_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_load_failed(inputs)
	if (locale === "fr") return fr_sharing_load_failed(inputs)
	if (locale === "nl") return nl_sharing_load_failed(inputs)
	if (locale === "es") return es_sharing_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_sharing_load_failed(inputs)
	return en_sharing_load_failed(inputs)
});