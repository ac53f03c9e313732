/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Start_Step_DoneInputs */

const en_start_step_done = /** @type {(inputs: Start_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — done`)
};

const de_start_step_done = /** @type {(inputs: Start_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — erledigt`)
};

const fr_start_step_done = /** @type {(inputs: Start_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — effectué`)
};

const nl_start_step_done = /** @type {(inputs: Start_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — gedaan`)
};

const es_start_step_done = /** @type {(inputs: Start_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` — hecho`)
};

const en_xa2_start_step_done = /** @type {(inputs: Start_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ — ðöñé ]`)
};

/**
* | output |
* | --- |
* | "— done" |
*
* @param {Start_Step_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const start_step_done = /** @type {((inputs?: Start_Step_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Start_Step_DoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_start_step_done(inputs)
	if (locale === "fr") return fr_start_step_done(inputs)
	if (locale === "nl") return nl_start_step_done(inputs)
	if (locale === "es") return es_start_step_done(inputs)
	if (locale === "en-XA") return en_xa2_start_step_done(inputs)
	return en_start_step_done(inputs)
});