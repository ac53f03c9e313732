/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Refusal_Plan_Limit_Private_BaselinesInputs */

const en_refusal_plan_limit_private_baselines = /** @type {(inputs: Refusal_Plan_Limit_Private_BaselinesInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Your plan allows 1 private baseline. Upgrade the plan or delete one to add more.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Your plan allows ${i?.max} private baselines. Upgrade the plan or delete some to add more.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_private_baselines");
};

const de_refusal_plan_limit_private_baselines = /** @type {(inputs: Refusal_Plan_Limit_Private_BaselinesInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Ihr Tarif erlaubt 1 private Baseline. Wechseln Sie den Tarif oder löschen Sie eine, um mehr hinzuzufügen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Ihr Tarif erlaubt ${i?.max} private Baselines. Wechseln Sie den Tarif oder löschen Sie einige, um mehr hinzuzufügen.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_private_baselines");
};

const fr_refusal_plan_limit_private_baselines = /** @type {(inputs: Refusal_Plan_Limit_Private_BaselinesInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("fr", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Votre offre permet ${i?.max} référentiel privé. Passez à une offre supérieure ou supprimez-en pour en ajouter.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Votre offre permet ${i?.max} référentiels privés. Passez à une offre supérieure ou supprimez-en pour en ajouter.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_private_baselines");
};

const nl_refusal_plan_limit_private_baselines = /** @type {(inputs: Refusal_Plan_Limit_Private_BaselinesInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("nl", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Uw abonnement staat 1 eigen baseline toe. Upgrade of verwijder er een om meer toe te voegen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Uw abonnement staat ${i?.max} eigen baselines toe. Upgrade of verwijder er een paar om meer toe te voegen.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_private_baselines");
};

const es_refusal_plan_limit_private_baselines = /** @type {(inputs: Refusal_Plan_Limit_Private_BaselinesInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("es", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Su plan permite 1 marco de referencia privado. Mejore el plan o elimine uno para añadir más.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Su plan permite ${i?.max} marcos de referencia privados. Mejore el plan o elimine algunos para añadir más.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_private_baselines");
};

const en_xa2_refusal_plan_limit_private_baselines = /** @type {(inputs: Refusal_Plan_Limit_Private_BaselinesInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en-XA", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ áļļöŵš 1 þŕíṽáţé ƀášéļíñé. Ûþĝŕáðé ţĥé þļáñ öŕ ðéļéţé öñé ţö áðð ɱöŕé. one two three four five s]`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ áļļöŵš ${i?.max} þŕíṽáţé ƀášéļíñéš. Ûþĝŕáðé ţĥé þļáñ öŕ ðéļéţé šöɱé ţö áðð ɱöŕé. one two three four five six]`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_private_baselines");
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "Your plan allows 1 private baseline. Upgrade the plan or delete one to add more." |
* | "other" | "Your plan allows {max} private baselines. Upgrade the plan or delete some to add more." |
*
* @param {Refusal_Plan_Limit_Private_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit_private_baselines = /** @type {((inputs: Refusal_Plan_Limit_Private_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Plan_Limit_Private_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_plan_limit_private_baselines(inputs)
	if (locale === "fr") return fr_refusal_plan_limit_private_baselines(inputs)
	if (locale === "nl") return nl_refusal_plan_limit_private_baselines(inputs)
	if (locale === "es") return es_refusal_plan_limit_private_baselines(inputs)
	if (locale === "en-XA") return en_xa2_refusal_plan_limit_private_baselines(inputs)
	return en_refusal_plan_limit_private_baselines(inputs)
});