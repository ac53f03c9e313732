/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_No_CompletedInputs */

const en_shared_no_completed = /** @type {(inputs: Shared_No_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No completed assessment yet`)
};

const de_shared_no_completed = /** @type {(inputs: Shared_No_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine abgeschlossene Bewertung`)
};

const fr_shared_no_completed = /** @type {(inputs: Shared_No_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune évaluation terminée pour l’instant`)
};

const nl_shared_no_completed = /** @type {(inputs: Shared_No_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen afgeronde beoordeling`)
};

const es_shared_no_completed = /** @type {(inputs: Shared_No_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay ninguna evaluación completada`)
};

const en_xa2_shared_no_completed = /** @type {(inputs: Shared_No_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö çöɱþļéţéð áššéššɱéñţ ýéţ one tw]`)
};

/**
* | output |
* | --- |
* | "No completed assessment yet" |
*
* @param {Shared_No_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_no_completed = /** @type {((inputs?: Shared_No_CompletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_No_CompletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_no_completed(inputs)
	if (locale === "fr") return fr_shared_no_completed(inputs)
	if (locale === "nl") return nl_shared_no_completed(inputs)
	if (locale === "es") return es_shared_no_completed(inputs)
	if (locale === "en-XA") return en_xa2_shared_no_completed(inputs)
	return en_shared_no_completed(inputs)
});