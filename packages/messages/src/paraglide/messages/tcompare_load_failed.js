/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Load_FailedInputs */

const en_tcompare_load_failed = /** @type {(inputs: Tcompare_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The comparison could not be loaded`)
};

const de_tcompare_load_failed = /** @type {(inputs: Tcompare_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Vergleich konnte nicht geladen werden`)
};

const fr_tcompare_load_failed = /** @type {(inputs: Tcompare_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger la comparaison`)
};

const nl_tcompare_load_failed = /** @type {(inputs: Tcompare_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De vergelijking kon niet worden geladen`)
};

const es_tcompare_load_failed = /** @type {(inputs: Tcompare_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la comparación`)
};

const en_xa2_tcompare_load_failed = /** @type {(inputs: Tcompare_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çöɱþáŕíšöñ çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "The comparison could not be loaded" |
*
* @param {Tcompare_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_load_failed = /** @type {((inputs?: Tcompare_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_load_failed(inputs)
	if (locale === "fr") return fr_tcompare_load_failed(inputs)
	if (locale === "nl") return nl_tcompare_load_failed(inputs)
	if (locale === "es") return es_tcompare_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_load_failed(inputs)
	return en_tcompare_load_failed(inputs)
});