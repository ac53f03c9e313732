/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answers_OfflineInputs */

const en_answers_offline = /** @type {(inputs: Answers_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: changes kept, retrying`)
};

const de_answers_offline = /** @type {(inputs: Answers_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: Änderungen bleiben erhalten, neuer Versuch läuft`)
};

const fr_answers_offline = /** @type {(inputs: Answers_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hors ligne : modifications conservées, nouvelle tentative`)
};

const nl_answers_offline = /** @type {(inputs: Answers_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: wijzigingen bewaard, opnieuw proberen`)
};

const es_answers_offline = /** @type {(inputs: Answers_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión: cambios conservados, reintentando`)
};

const en_xa2_answers_offline = /** @type {(inputs: Answers_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öƒƒļíñé: çĥáñĝéš ķéþţ, ŕéţŕýíñĝ one two ]`)
};

/**
* | output |
* | --- |
* | "Offline: changes kept, retrying" |
*
* @param {Answers_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answers_offline = /** @type {((inputs?: Answers_OfflineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answers_OfflineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answers_offline(inputs)
	if (locale === "fr") return fr_answers_offline(inputs)
	if (locale === "nl") return nl_answers_offline(inputs)
	if (locale === "es") return es_answers_offline(inputs)
	if (locale === "en-XA") return en_xa2_answers_offline(inputs)
	return en_answers_offline(inputs)
});