/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Alt_InstructionsInputs */

const en_roadmap_alt_instructions = /** @type {(inputs: Roadmap_Alt_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hold Alt and press left or right to move to another column, up or down to reorder.`)
};

const de_roadmap_alt_instructions = /** @type {(inputs: Roadmap_Alt_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halten Sie Alt gedrückt und drücken Sie links oder rechts, um in eine andere Spalte zu wechseln, oder hoch und runter, um die Reihenfolge zu ändern.`)
};

const fr_roadmap_alt_instructions = /** @type {(inputs: Roadmap_Alt_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maintenez Alt et appuyez sur gauche ou droite pour changer de colonne, sur haut ou bas pour changer l’ordre.`)
};

const nl_roadmap_alt_instructions = /** @type {(inputs: Roadmap_Alt_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Houd Alt ingedrukt en druk op links of rechts om naar een andere kolom te gaan, op omhoog of omlaag om de volgorde te wijzigen.`)
};

const es_roadmap_alt_instructions = /** @type {(inputs: Roadmap_Alt_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantenga Alt y pulse izquierda o derecha para pasar a otra columna, arriba o abajo para cambiar el orden.`)
};

const en_xa2_roadmap_alt_instructions = /** @type {(inputs: Roadmap_Alt_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥöļð Åļţ áñð þŕéšš ļéƒţ öŕ ŕíĝĥţ ţö ɱöṽé ţö áñöţĥéŕ çöļüɱñ, üþ öŕ ðöŵñ ţö ŕéöŕðéŕ. one two three four five si]`)
};

/**
* | output |
* | --- |
* | "Hold Alt and press left or right to move to another column, up or down to reorder." |
*
* @param {Roadmap_Alt_InstructionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_alt_instructions = /** @type {((inputs?: Roadmap_Alt_InstructionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Alt_InstructionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_alt_instructions(inputs)
	if (locale === "fr") return fr_roadmap_alt_instructions(inputs)
	if (locale === "nl") return nl_roadmap_alt_instructions(inputs)
	if (locale === "es") return es_roadmap_alt_instructions(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_alt_instructions(inputs)
	return en_roadmap_alt_instructions(inputs)
});