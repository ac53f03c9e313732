/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_Wait_SavingInputs */

const en_respondent_wait_saving = /** @type {(inputs: Respondent_Wait_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wait until your answers are saved`)
};

const de_respondent_wait_saving = /** @type {(inputs: Respondent_Wait_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warten Sie, bis Ihre Antworten gespeichert sind`)
};

const fr_respondent_wait_saving = /** @type {(inputs: Respondent_Wait_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendez que vos réponses soient enregistrées`)
};

const nl_respondent_wait_saving = /** @type {(inputs: Respondent_Wait_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wacht tot uw antwoorden zijn opgeslagen`)
};

const es_respondent_wait_saving = /** @type {(inputs: Respondent_Wait_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espere a que se guarden sus respuestas`)
};

const en_xa2_respondent_wait_saving = /** @type {(inputs: Respondent_Wait_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţ üñţíļ ýöüŕ áñšŵéŕš áŕé šáṽéð one two t]`)
};

/**
* | output |
* | --- |
* | "Wait until your answers are saved" |
*
* @param {Respondent_Wait_SavingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_wait_saving = /** @type {((inputs?: Respondent_Wait_SavingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_Wait_SavingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_wait_saving(inputs)
	if (locale === "fr") return fr_respondent_wait_saving(inputs)
	if (locale === "nl") return nl_respondent_wait_saving(inputs)
	if (locale === "es") return es_respondent_wait_saving(inputs)
	if (locale === "en-XA") return en_xa2_respondent_wait_saving(inputs)
	return en_respondent_wait_saving(inputs)
});