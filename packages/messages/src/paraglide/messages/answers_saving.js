/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answers_SavingInputs */

const en_answers_saving = /** @type {(inputs: Answers_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const de_answers_saving = /** @type {(inputs: Answers_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert…`)
};

const fr_answers_saving = /** @type {(inputs: Answers_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement…`)
};

const nl_answers_saving = /** @type {(inputs: Answers_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opslaan…`)
};

const es_answers_saving = /** @type {(inputs: Answers_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

const en_xa2_answers_saving = /** @type {(inputs: Answers_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽíñĝ… ]`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Answers_SavingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answers_saving = /** @type {((inputs?: Answers_SavingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answers_SavingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answers_saving(inputs)
	if (locale === "fr") return fr_answers_saving(inputs)
	if (locale === "nl") return nl_answers_saving(inputs)
	if (locale === "es") return es_answers_saving(inputs)
	if (locale === "en-XA") return en_xa2_answers_saving(inputs)
	return en_answers_saving(inputs)
});